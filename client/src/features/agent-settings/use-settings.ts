import { useCallback } from 'react';
import type { TAgentEditable } from '@parley/core';
import { useAgentEditor } from '../agent-shell/agent-editor-context';

type TUi = TAgentEditable['ui'];

/** The open agent's draft and setters for one field or one part of `ui`; every change goes into the draft at once. */
export function useSettings() {
  const { draft, update } = useAgentEditor();
  const set = useCallback(
    <K extends keyof TAgentEditable>(field: K, value: TAgentEditable[K]) =>
      update({ [field]: value } as Partial<TAgentEditable>),
    [update],
  );
  const setUi = useCallback(
    <K extends keyof TUi>(part: K, value: TUi[K]) => update({ ui: { ...draft.ui, [part]: value } }),
    [update, draft.ui],
  );
  return { draft, set, setUi, update };
}
