import { useCallback, useState } from 'react';
import { mergeAgentDraft, sameAgentValue, type TAgent, type TAgentEditable } from '@parley/core';

interface TDraftState {
  /** The server copy the draft is in step with. */
  server: TAgent;
  /** The agent as the builder is editing it. */
  draft: TAgent;
}

/**
 * The local draft of an agent beside its server copy. A newer server copy (from the 15 s refresh or
 * a focus refetch) is merged in: fields the builder changed keep their edits, the others take the
 * server's values. An older copy (a read that started before a save) is ignored.
 */
export function useAgentDraft(latest: TAgent) {
  const [state, setState] = useState<TDraftState>({ server: latest, draft: latest });
  const [seen, setSeen] = useState(latest);

  if (seen !== latest) {
    setSeen(latest);
    if (latest.lastModified >= state.server.lastModified && !sameAgentValue(latest, state.server)) {
      setState((s) => ({ server: latest, draft: mergeAgentDraft({ base: s.server, local: s.draft, server: latest }) }));
    }
  }

  const update = useCallback((patch: Partial<TAgentEditable>) => {
    setState((s) => ({ ...s, draft: { ...s.draft, ...patch } }));
  }, []);

  /** After a save: `sent` is the draft that was published, `saved` the server's answer. Edits made while saving stay. */
  const markSaved = useCallback((sent: TAgent, saved: TAgent) => {
    setState((s) => ({ server: saved, draft: mergeAgentDraft({ base: sent, local: s.draft, server: saved }) }));
  }, []);

  return { draft: state.draft, server: state.server, update, markSaved };
}
