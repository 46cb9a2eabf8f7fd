import { useCallback, useMemo } from 'react';
import { isAgentTabKey, type TAgentTabKey } from '@parley/core';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { useAccount } from '../session/session-context';
import { useStoredState } from './use-stored-state';

/** Hidden tabs of each person who used this browser, by account uid. */
type THiddenTabsByUser = Record<string, unknown>;

/** Tabs the signed-in person hid, for every agent, kept in this browser (agency-shell §2.5, §3.13). */
export function useHiddenTabs() {
  const { uid } = useAccount();
  const [stored, setStored] = useStoredState<unknown>(STORAGE_KEYS.hiddenTabs, {});
  const byUser = useMemo<THiddenTabsByUser>(
    () => (stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as THiddenTabsByUser) : {}),
    [stored],
  );
  const hidden = useMemo<TAgentTabKey[]>(() => {
    const mine = byUser[uid];
    return Array.isArray(mine)
      ? mine.filter((key): key is TAgentTabKey => typeof key === 'string' && isAgentTabKey(key))
      : [];
  }, [byUser, uid]);
  const save = useCallback((keys: TAgentTabKey[]) => setStored({ ...byUser, [uid]: keys }), [byUser, uid, setStored]);
  const hide = useCallback((key: TAgentTabKey) => save([...hidden.filter((k) => k !== key), key]), [hidden, save]);
  const show = useCallback((key: TAgentTabKey) => save(hidden.filter((k) => k !== key)), [hidden, save]);
  return { hidden, hide, show };
}
