import { describe, expect, it } from 'vitest';
import { mergeAgentDraft, sameAgentValue } from './merge-agent-draft';

type TRecord = Record<string, unknown>;
const base: TRecord = {
  title: 'Support',
  description: 'Helps',
  vg_temperature: 0.5,
  ui: { widgetType: 'popup', voiceButtonLabel: 'Talk' },
  vg_initMessages: ['Hi'],
  lastModified: 100,
};

describe('mergeAgentDraft', () => {
  it('takes the server copy when the user changed nothing', () => {
    const server = { ...base, title: 'Renamed elsewhere', lastModified: 200 };
    expect(mergeAgentDraft({ base, local: { ...base }, server })).toEqual(server);
  });

  it('keeps the fields the user changed and takes the others from the server', () => {
    const local = { ...base, description: 'My unsaved text' };
    const server = { ...base, title: 'Renamed elsewhere', description: 'Server text', lastModified: 200 };
    expect(mergeAgentDraft({ base, local, server })).toEqual({
      ...base,
      title: 'Renamed elsewhere',
      description: 'My unsaved text',
      lastModified: 200,
    });
  });

  it('merges nested objects field by field', () => {
    const local = { ...base, ui: { widgetType: 'tabs', voiceButtonLabel: 'Talk' } };
    const server = { ...base, ui: { widgetType: 'popup', voiceButtonLabel: 'Speak' } };
    expect(mergeAgentDraft({ base, local, server }).ui).toEqual({ widgetType: 'tabs', voiceButtonLabel: 'Speak' });
  });

  it('treats arrays as whole values', () => {
    const local = { ...base, vg_initMessages: ['Hi', 'Welcome'] };
    const server = { ...base, vg_initMessages: ['Hello'] };
    expect(mergeAgentDraft({ base, local, server }).vg_initMessages).toEqual(['Hi', 'Welcome']);
    expect(mergeAgentDraft({ base, local: { ...base }, server }).vg_initMessages).toEqual(['Hello']);
  });

  it('drops a field the server removed unless the user edited it, and keeps a field the user added', () => {
    const server: TRecord = { ...base };
    delete server.description;
    expect(mergeAgentDraft({ base, local: { ...base }, server })).not.toHaveProperty('description');
    expect(mergeAgentDraft({ base, local: { ...base, description: 'Mine' }, server }).description).toBe('Mine');
    expect(mergeAgentDraft({ base, local: { ...base, extra: true }, server }).extra).toBe(true);
  });

  it('keeps an edit even when it is not a valid value yet (NaN from an emptied number field)', () => {
    const local = { ...base, vg_temperature: Number.NaN };
    const server = { ...base, vg_temperature: 1 };
    expect(mergeAgentDraft({ base, local, server }).vg_temperature).toBeNaN();
  });

  it('does not change its inputs', () => {
    const local = { ...base, title: 'Mine' };
    const snapshot = structuredClone(local);
    mergeAgentDraft({ base, local, server: { ...base, description: 'x' } });
    expect(local).toEqual(snapshot);
  });
});

describe('sameAgentValue', () => {
  it('compares deeply, ignoring key order and undefined fields', () => {
    expect(sameAgentValue({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1, d: undefined })).toBe(true);
    expect(sameAgentValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameAgentValue([1], { 0: 1 })).toBe(false);
    expect(sameAgentValue(Number.NaN, Number.NaN)).toBe(true);
  });
});
