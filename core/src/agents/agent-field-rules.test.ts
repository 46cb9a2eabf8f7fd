import { describe, expect, it } from 'vitest';
import { customThemeJson } from '../widget/widget-theme';
import { ZAgentEditable } from './agent';
import { agentFieldError } from './agent-field-error';
import { defaultAgentFields } from './agent-defaults';

/** The message a field's schema gives for `value`, or null when it is accepted. */
function messageFor<K extends keyof typeof ZAgentEditable.shape>(field: K, value: unknown): string | null {
  const parsed = ZAgentEditable.shape[field].safeParse(value, { error: agentFieldError });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
}

describe('agent field rules of the settings', () => {
  it('accepts every default', () => {
    expect(ZAgentEditable.safeParse({ ...defaultAgentFields(), title: 'Support' }).success).toBe(true);
  });

  it('takes an ISO 639-1 language or automatic', () => {
    expect(messageFor('lang', 'de')).toBeNull();
    expect(messageFor('lang', 'automatic')).toBeNull();
    expect(messageFor('lang', 'xx')).toBe('Choose a language from the list, or automatic.');
    expect(messageFor('lang', 'EN')).toBe('Choose a language from the list, or automatic.');
    expect(messageFor('AITranslateTo', 'fr')).toBeNull();
    expect(messageFor('AITranslateTo', 'automatic')).toBe('Choose the language to translate to from the list.');
  });

  it('takes delays in whole milliseconds up to a minute', () => {
    expect(messageFor('messageDelayMS', 1500)).toBeNull();
    expect(messageFor('delayBeforeSubmit', 60_000)).toBeNull();
    for (const bad of [-1, 60_001, 1.5]) {
      expect(messageFor('delayBeforeSubmit', bad)).toBe('Use a whole number of milliseconds from 0 to 60,000.');
    }
    expect(messageFor('messageDelayMS', Number.NaN)).toBe('Please enter a number.');
  });

  it('takes limits as whole numbers, 0 for none', () => {
    expect(messageFor('messagesLimit', 0)).toBeNull();
    expect(messageFor('maxTokensUsage', 1_000_000)).toBeNull();
    expect(messageFor('messagesLimit', -5)).toBe('Use a whole number: 0 for no limit.');
    expect(messageFor('maxTokensUsage', 2.5)).toBe('Use a whole number: 0 for no limit.');
  });

  it('takes a plain font name and image addresses over http(s)', () => {
    expect(messageFor('fontFamily', 'DM Sans')).toBeNull();
    expect(messageFor('fontFamily', 'Arial"; } body { x')).toBe(
      'Use a font name only: letters, digits, spaces and dashes.',
    );
    expect(messageFor('headerImageUrl', 'https://cdn.test/header.png')).toBeNull();
    expect(messageFor('chatBgURL', 'javascript:alert(1)')).toBe('Please enter a valid http(s) address.');
  });

  it('takes a custom theme only as the theme editor writes it', () => {
    expect(messageFor('customThemeJSONString', '')).toBeNull();
    expect(messageFor('customThemeJSONString', customThemeJson('#7950f2', 'dark'))).toBeNull();
    expect(messageFor('customThemeJSONString', '{"primary":"red"}')).toBe(
      'The custom theme is not valid: pick a primary colour again.',
    );
  });

  it('wants a label on every widget tab', () => {
    expect(messageFor('tabs', [{ key: 'home', label: 'Home' }])).toBeNull();
    expect(messageFor('tabs', [{ key: 'home', label: '  ' }])).toBe('Give every tab a label.');
  });
});
