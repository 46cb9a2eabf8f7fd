import { describe, expect, it } from 'vitest';
import {
  AGENT_TEMPLATES,
  ALL_TEMPLATES_FILTER,
  DEFAULT_TEMPLATE_KEY,
  findTemplate,
  TEMPLATE_CATEGORIES,
  TEMPLATE_KEYS,
  ZTemplateKey,
} from './templates';

describe('agent templates', () => {
  it('are exactly the seven of the spec, once each', () => {
    const keys = AGENT_TEMPLATES.map((t) => t.key);
    expect(keys).toHaveLength(7);
    expect(new Set(keys).size).toBe(7);
    expect([...keys].sort()).toEqual(
      [
        'blank-template',
        'confirm-email',
        'customer-support',
        'game-npc',
        'health-care-agent',
        'make-appointment',
        'real-estate-agent',
      ].sort(),
    );
    expect([...TEMPLATE_KEYS].sort()).toEqual([...keys].sort());
  });

  it('each have a name, a description and an icon', () => {
    for (const t of AGENT_TEMPLATES) {
      expect(t.name.trim(), t.key).not.toBe('');
      expect(t.description.trim(), t.key).not.toBe('');
      expect(t.icon, t.key).toMatch(/^[a-z]+$/);
    }
  });

  it('each have a system prompt and a greeting', () => {
    for (const t of AGENT_TEMPLATES) {
      expect(t.template.vg_systemPrompt?.trim(), t.key).toBeTruthy();
      const greeting = t.template.vg_initMessages ?? [];
      expect(greeting.length, t.key).toBeGreaterThan(0);
      for (const message of greeting) expect(message.trim(), t.key).not.toBe('');
    }
  });

  it('each sit in one of the filter categories', () => {
    expect([ALL_TEMPLATES_FILTER, ...TEMPLATE_CATEGORIES]).toEqual([
      'All Templates',
      'Customer Support',
      'Utility',
      'Entertainment',
    ]);
    for (const t of AGENT_TEMPLATES) expect(TEMPLATE_CATEGORIES, t.key).toContain(t.category);
    // Every category filter shows at least one template.
    for (const category of TEMPLATE_CATEGORIES) {
      expect(
        AGENT_TEMPLATES.some((t) => t.category === category),
        category,
      ).toBe(true);
    }
  });

  it('default to the blank template', () => {
    expect(DEFAULT_TEMPLATE_KEY).toBe('blank-template');
    expect(findTemplate(DEFAULT_TEMPLATE_KEY).name).toBe('Blank Template');
  });

  it('accept only known keys', () => {
    expect(ZTemplateKey.safeParse('game-npc').success).toBe(true);
    expect(ZTemplateKey.safeParse('starter').success).toBe(false);
  });
});
