import { describe, expect, it } from 'vitest';
import { resolveLang } from './resolve-lang';

const LANGS = ['en', 'de', 'fr'] as const;

describe('resolveLang', () => {
  it('uses the agent language when we have it, else English', () => {
    expect(resolveLang('de', 'fr-FR', LANGS)).toBe('de');
    expect(resolveLang('ja', 'fr-FR', LANGS)).toBe('en');
  });

  it('follows the browser for automatic', () => {
    expect(resolveLang('automatic', 'fr-CA', LANGS)).toBe('fr');
    expect(resolveLang('automatic', 'zh-TW', LANGS)).toBe('en');
    expect(resolveLang(undefined, 'DE', LANGS)).toBe('de');
  });
});
