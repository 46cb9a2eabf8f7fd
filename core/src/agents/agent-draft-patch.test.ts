import { describe, expect, it } from 'vitest';
import { defaultAgentFields } from './agent-defaults';
import { agentDraftPatch } from './agent-draft-patch';

const server = {
  ...defaultAgentFields(),
  title: 'Support',
  ID: 'agent1',
  ownerID: 'ws1',
  userId: 'ws1',
  SECRET_API_KEY: 'vg_x',
  tokensUsage: 0,
  region: 'parley-eu',
  lastModified: 100,
  ts: 100,
};

describe('agentDraftPatch', () => {
  it('sends only the editable fields that changed', () => {
    const draft = { ...server, title: 'Support Bot', vg_temperature: 1.2, ui: { ...server.ui, widgetType: 'tabs' } };
    expect(agentDraftPatch(draft, server)).toEqual({
      ok: true,
      patch: { title: 'Support Bot', vg_temperature: 1.2, ui: { ...server.ui, widgetType: 'tabs' } },
    });
  });

  it('never sends server-owned fields, even when they differ', () => {
    const draft = { ...server, ID: 'forged', lastModified: 999, SECRET_API_KEY: 'vg_forged', title: 'New' };
    expect(agentDraftPatch(draft, server)).toEqual({ ok: true, patch: { title: 'New' } });
  });

  it('applies the schema (trimming the title)', () => {
    expect(agentDraftPatch({ ...server, title: '  Trimmed  ' }, server)).toEqual({
      ok: true,
      patch: { title: 'Trimmed' },
    });
  });

  it('names the first invalid field and its message', () => {
    expect(agentDraftPatch({ ...server, title: '  ' }, server)).toEqual({
      ok: false,
      field: 'title',
      message: 'Please provide a name for the agent.',
    });
    const tooMany = agentDraftPatch({ ...server, vg_maxTokens: 0 }, server);
    expect(tooMany).toEqual({ ok: false, field: 'vg_maxTokens', message: 'Max tokens must be at least 1.' });
  });

  it('sends nothing when nothing changed', () => {
    expect(agentDraftPatch({ ...server }, server)).toEqual({ ok: true, patch: {} });
  });
});

describe('agentDraftPatch messages', () => {
  it('asks for a number when a number field was emptied', () => {
    expect(agentDraftPatch({ ...server, vg_temperature: Number.NaN }, server)).toEqual({
      ok: false,
      field: 'vg_temperature',
      message: 'Please enter a number.',
    });
  });
});
