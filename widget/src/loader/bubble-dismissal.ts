/**
 * When the visitor dismissed an agent's proactive bubble, kept in the host page's localStorage per
 * agent (widget-and-channels §4: remembered in the browser, reset after more than a day; the expiry
 * itself is `shouldShowProactiveBubble`'s rule).
 */
export function bubbleDismissal(storage: Storage | null, agentId: string) {
  const key = `parley:bubble-dismissed:${agentId}`;
  return {
    /** Unix ms of the dismissal, or null. */
    read(): number | null {
      const value = Number(storage?.getItem(key) ?? NaN);
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    store(nowMs: number): void {
      try {
        storage?.setItem(key, String(nowMs));
      } catch {
        // storage full or refused: the bubble just shows again next time
      }
    },
    clear(): void {
      storage?.removeItem(key);
    },
  };
}
