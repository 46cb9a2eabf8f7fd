import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './agent-images';

describe('safeImageUrl', () => {
  it('keeps http(s) addresses and drops everything else', () => {
    expect(safeImageUrl(' https://cdn.test/a.png ')).toBe('https://cdn.test/a.png');
    expect(safeImageUrl('http://cdn.test/a b.png')).toBe('http://cdn.test/a%20b.png');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//cdn.test/a.png',
      'https://',
      '',
      undefined,
    ]) {
      expect(safeImageUrl(bad), String(bad)).toBe('');
    }
  });
});
