import { useEffect, useState } from 'preact/hooks';
import type { createChatSession, TChatState } from '../conversation/create-chat-session';

/**
 * The chat session's state. A streamed answer changes it for every piece; the view renders at most
 * once per frame with the latest state, so a long answer arriving in tiny pieces cannot keep the main
 * thread busy re-rendering (and re-reading its markdown) for each one.
 */
export function useChatState(session: ReturnType<typeof createChatSession>): TChatState {
  const [state, setState] = useState(session.state);
  useEffect(() => {
    let latest = session.state;
    let frame: number | null = null;
    const unsubscribe = session.subscribe((next) => {
      latest = next;
      frame ??= requestAnimationFrame(() => {
        frame = null;
        setState(latest);
      });
    });
    return () => {
      unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [session]);
  return state;
}
