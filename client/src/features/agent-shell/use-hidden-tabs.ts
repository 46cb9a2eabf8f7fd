import { useCallback, useMemo } from 'react';
import { isAgentTabKey, type TAgentTabKey } from '@parley/core';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { useStoredState } from './use-stored-state';

/** Tabs this user hid in this browser, for every agent (agency-shell §2.5). */
export function useHiddenTabs() {
  const [stored, setStored] = useStoredState<unknown>(STORAGE_KEYS.hiddenTabs, []);
  const hidden = useMemo<TAgentTabKey[]>(
    () =>
      Array.isArray(stored)
        ? stored.filter((key): key is TAgentTabKey => typeof key === 'string' && isAgentTabKey(key))
        : [],
    [stored],
  );
  const hide = useCallback(
    (key: TAgentTabKey) => setStored([...hidden.filter((k) => k !== key), key]),
    [hidden, setStored],
  );
  const show = useCallback((key: TAgentTabKey) => setStored(hidden.filter((k) => k !== key)), [hidden, setStored]);
  return { hidden, hide, show };
}
