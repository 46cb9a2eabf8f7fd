/**
 * Notices single-page-app navigation (history.pushState / replaceState, back and forward, hash
 * changes) and reports each new address once. Returns a function that stops watching.
 */
export function watchUrlChanges(win: Window, onChange: (url: string) => void): () => void {
  let last = win.location.href;
  const check = () => {
    const url = win.location.href;
    if (url === last) return;
    last = url;
    onChange(url);
  };
  const history = win.history;
  const originals = { pushState: history.pushState, replaceState: history.replaceState };
  const patched = {
    pushState(this: History, ...args: Parameters<History['pushState']>) {
      originals.pushState.apply(this, args);
      check();
    },
    replaceState(this: History, ...args: Parameters<History['replaceState']>) {
      originals.replaceState.apply(this, args);
      check();
    },
  };
  history.pushState = patched.pushState;
  history.replaceState = patched.replaceState;
  win.addEventListener('popstate', check);
  win.addEventListener('hashchange', check);
  return () => {
    // Restore only what is still ours: another script may have wrapped it after us.
    if (history.pushState === patched.pushState) history.pushState = originals.pushState;
    if (history.replaceState === patched.replaceState) history.replaceState = originals.replaceState;
    win.removeEventListener('popstate', check);
    win.removeEventListener('hashchange', check);
  };
}
