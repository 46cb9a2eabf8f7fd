import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `unsaved`, warn before the page is left: the browser's own prompt on reload or close
 * (beforeunload), and a blocker — for the shell to confirm — when the app navigates away from this
 * agent. Moving between the agent's own tabs keeps the draft and is never blocked.
 */
export function useLeaveGuard(unsaved: boolean, agentPathPrefix: string) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return useBlocker(
    ({ nextLocation }) =>
      unsaved && nextLocation.pathname !== agentPathPrefix && !nextLocation.pathname.startsWith(`${agentPathPrefix}/`),
  );
}
