import { useCallback, useState } from 'react';
import { readStored, writeStored, type TStorageKey } from '../../lib/browser-storage';

/** State remembered in this browser under `key`. */
export function useStoredState<T>(key: TStorageKey, fallback: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, fallback));
  const set = useCallback(
    (next: T) => {
      writeStored(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}
