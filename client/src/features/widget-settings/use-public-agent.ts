import { useQuery } from '@tanstack/react-query';
import { apiBasePath, CHAT_PATHS, PUBLIC_PATHS, type TPublicAgent, type TRegion } from '@parley/core';

/** What only the server knows of the widget's config: where it chats, and whether it answers offline. */
export interface TPreviewServerPart {
  chatUrl: string;
  offline: boolean;
}

/**
 * The published public config (GET {api}/public/agents/{id}), for the live preview's chat address and
 * offline flag; the rest of the preview comes from the draft. Falls back to this origin's chat path.
 */
export function usePublicAgentServerPart(region: TRegion, agentId: string) {
  return useQuery({
    queryKey: ['public-agent', region, agentId],
    queryFn: async (): Promise<TPreviewServerPart> => {
      const fallback = { chatUrl: apiBasePath(region) + CHAT_PATHS.chat(agentId), offline: false };
      const res = await fetch(apiBasePath(region) + PUBLIC_PATHS.agent(agentId)).catch(() => null);
      if (!res?.ok) return fallback;
      const body = (await res.json().catch(() => null)) as { data?: Partial<TPublicAgent> } | null;
      return {
        chatUrl: typeof body?.data?.chatUrl === 'string' ? body.data.chatUrl : fallback.chatUrl,
        offline: body?.data?.offline === true,
      };
    },
    staleTime: 60_000,
  });
}
