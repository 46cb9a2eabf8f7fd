import { describe, expect, it } from 'vitest';
import { panelTexts } from './panel-texts';

describe('panelTexts', () => {
  it('follows the agent language, the browser for automatic, English otherwise', () => {
    expect(panelTexts('de', 'en-US').send).toBe('Senden');
    expect(panelTexts('automatic', 'fr-FR').placeholder).toBe('Écrivez votre message…');
    expect(panelTexts('ja', 'ja-JP').retry).toBe('Retry');
  });

  it('has every text in every language', () => {
    const english = panelTexts('en', 'en');
    for (const lang of ['de', 'fr', 'es', 'it', 'nl', 'pt']) {
      const texts = panelTexts(lang, 'en');
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        expect(texts[key], `${lang}.${key}`).toBeTruthy();
      }
      expect(texts.charsLeft(12)).toMatch(/^12 \S/);
      expect(texts.send).not.toBe(lang === 'es' || lang === 'pt' ? 'Send' : english.send);
    }
  });
});
