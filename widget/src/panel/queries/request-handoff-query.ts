import type { TChatOrigin } from '@parley/core/chat/conversation';
import { PUBLIC_PATHS } from '@parley/core/widget/public-paths';
import type { THandoffRequest } from '@parley/core/widget/visitor-actions';
import { postJsonQuery } from './post-json-query';

/** POST {api}/v2/public/agents/{id}/handoff: the visitor asks for a person; recorded on the conversation. */
export async function requestHandoffQuery(
  api: string,
  agentId: string,
  conversationId: string,
  origin: TChatOrigin,
): Promise<boolean> {
  const body: THandoffRequest = { conversationId, origin };
  const answer = await postJsonQuery<{ recorded?: unknown }>(api + PUBLIC_PATHS.handoff(agentId), body);
  return answer.recorded === true;
}
