import { useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/browser-storage';

export interface TAppNavState {
  /** The side bar shown at full width (200 px) rather than as an icon rail (65 px). */
  open: boolean;
  toggleOpen: () => void;
  /** Labels of the navigation groups folded away. */
  collapsedGroups: readonly string[];
  toggleGroup: (label: string) => void;
}

function readCollapsedGroups(): string[] {
  const stored = readStored<unknown>(STORAGE_KEYS.navGroups, []);
  return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
}

/** The side bar's show/hide choice and the folded groups, remembered in this browser (agency-shell §2.2). */
export function useAppNavState(): TAppNavState {
  const [open, setOpen] = useState(() => readStored<unknown>(STORAGE_KEYS.navOpen, true) !== false);
  const [collapsedGroups, setCollapsedGroups] = useState<readonly string[]>(readCollapsedGroups);

  return {
    open,
    toggleOpen: () => {
      writeStored(STORAGE_KEYS.navOpen, !open);
      setOpen(!open);
    },
    collapsedGroups,
    toggleGroup: (label) => {
      const next = collapsedGroups.includes(label)
        ? collapsedGroups.filter((l) => l !== label)
        : [...collapsedGroups, label];
      writeStored(STORAGE_KEYS.navGroups, next);
      setCollapsedGroups(next);
    },
  };
}
