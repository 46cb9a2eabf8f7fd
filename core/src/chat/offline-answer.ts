import { CHAT_OFFLINE_NOTHING_TO_SHARE, CHAT_OFFLINE_NOTICE } from './chat-messages';

/**
 * The answer when no LLM is configured (design §4): it says it is offline and shares only the agent's
 * own content — the best knowledge passages when there are any, else the agent's description. It never
 * composes an answer of its own.
 */
export function offlineAnswer(args: { description: string; passages?: string[] }): string {
  const passages = (args.passages ?? []).map((p) => p.trim()).filter(Boolean);
  if (passages.length)
    return [CHAT_OFFLINE_NOTICE, ...passages.map((p) => `> ${p.replace(/\n+/g, '\n> ')}`)].join('\n\n');
  const description = args.description.trim();
  return [CHAT_OFFLINE_NOTICE, description || CHAT_OFFLINE_NOTHING_TO_SHARE].join('\n\n');
}
