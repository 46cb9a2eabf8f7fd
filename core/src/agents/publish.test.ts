import { describe, expect, it } from 'vitest';
import { isAgentPublished } from './publish';

describe('isAgentPublished', () => {
  const server = { title: 'A', ui: { widgetType: 'popup', x: 1 }, lastModified: 1, ts: 1, ownerID: 'o', userId: 'u' };

  it('ignores lastModified, ts, ownerID and userId, and key order', () => {
    expect(
      isAgentPublished(
        { ui: { x: 1, widgetType: 'popup' }, title: 'A', lastModified: 9, ts: 9, ownerID: 'p', userId: 'v' },
        server,
      ),
    ).toBe(true);
  });

  it('sees any other change, nested or not', () => {
    expect(isAgentPublished({ ...server, title: 'B' }, server)).toBe(false);
    expect(isAgentPublished({ ...server, ui: { widgetType: 'popup', x: 2 } }, server)).toBe(false);
  });

  it('treats an undefined field as absent', () => {
    expect(isAgentPublished({ ...server, extra: undefined }, server)).toBe(true);
  });
});
