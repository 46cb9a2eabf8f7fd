import { useEffect, useState } from 'preact/hooks';
import type { createChatSession, TChatState } from '../conversation/create-chat-session';

/** The chat session's state, re-rendering on every change (each streamed piece included). */
export function useChatState(session: ReturnType<typeof createChatSession>): TChatState {
  const [state, setState] = useState(session.state);
  useEffect(() => session.subscribe(setState), [session]);
  return state;
}
