/**
 * localStorage or sessionStorage, or null where the browser refuses it (blocked cookies, sandboxed
 * frames, some private modes). Reading the property itself can throw, hence the function.
 */
export function safeStorage(kind: 'localStorage' | 'sessionStorage', win: Window = window): Storage | null {
  try {
    const storage = win[kind];
    const probe = '__parley__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
