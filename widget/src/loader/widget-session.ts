/**
 * Whether the chat is open, and whether it was ever opened, for this agent in this browser tab
 * (sessionStorage), so that navigating on the same site keeps the chat as it was.
 */
export interface TWidgetSessionState {
  /** null: the visitor has not opened or closed it yet in this tab. */
  open: boolean | null;
  /** Opened at least once (the launcher badge stays off). */
  opened: boolean;
}

export function widgetSession(storage: Storage | null, agentId: string) {
  const key = `parley:widget:${agentId}`;
  return {
    read(): TWidgetSessionState {
      try {
        const value = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<TWidgetSessionState> | null;
        return {
          open: typeof value?.open === 'boolean' ? value.open : null,
          opened: value?.opened === true,
        };
      } catch {
        return { open: null, opened: false };
      }
    },
    write(state: TWidgetSessionState): void {
      try {
        storage?.setItem(key, JSON.stringify(state));
      } catch {
        // refused: the state lasts for this page only
      }
    },
  };
}
