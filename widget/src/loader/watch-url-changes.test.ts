// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { watchUrlChanges } from './watch-url-changes';

describe('watchUrlChanges', () => {
  it('reports pushState, replaceState, back/forward and hash changes once each, and stops', () => {
    const seen: string[] = [];
    const originalPush = history.pushState;
    const stop = watchUrlChanges(window, (url) => seen.push(new URL(url).pathname + new URL(url).hash));
    history.pushState({}, '', '/products');
    history.pushState({}, '', '/products'); // same address: nothing new
    history.replaceState({}, '', '/products/42');
    location.hash = 'reviews';
    window.dispatchEvent(new Event('hashchange'));
    history.replaceState({}, '', '/cart');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toEqual(['/products', '/products/42', '/products/42#reviews', '/cart']);
    stop();
    expect(history.pushState).toBe(originalPush);
    history.pushState({}, '', '/after');
    expect(seen).toHaveLength(4);
  });
});
