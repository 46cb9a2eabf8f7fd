import { useEffect, useState } from 'preact/hooks';

/**
 * How many greeting messages are shown: one after another with `delayMs` between them, from when
 * `started` turns true (the panel became visible); all at once when `instant` (a conversation
 * already exists).
 */
export function useGreetingReveal(total: number, delayMs: number, started: boolean, instant: boolean): number {
  const [shown, setShown] = useState(instant ? total : 0);
  useEffect(() => {
    if (instant) setShown(total);
  }, [instant, total]);
  useEffect(() => {
    if (!started || shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + 1), shown === 0 ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [started, shown, total, delayMs]);
  return shown;
}
