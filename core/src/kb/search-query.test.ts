import { describe, expect, it } from 'vitest';
import { DEFAULT_KB_SEARCH_PROMPT } from '../agents/agent-defaults';
import { planKbSearchQuery, resolveKbSearchQuery, type TKbSearchSettings } from './search-query';

const settings = (method: 'smart' | 'simple', searchPrompt = ''): TKbSearchSettings => ({
  searchMethod: method,
  searchPrompt,
  modelId: 'gpt-4o-mini',
  temprature: 0.2,
  maxTokens: 120,
});
const history = [
  { role: 'user' as const, text: 'Do you sell the Trek Marlin 5?' },
  { role: 'assistant' as const, text: 'Yes, in three sizes.' },
];

describe('planKbSearchQuery / resolveKbSearchQuery', () => {
  it('simple: the last message as it is', () => {
    const plan = planKbSearchQuery({ settings: settings('simple'), history, message: '  How much is it? ', defaultModel: 'gpt-4o' });
    expect(plan).toEqual({ method: 'simple', query: 'How much is it?' });
    expect(resolveKbSearchQuery(plan)).toEqual({ query: 'How much is it?', method: 'simple', fellBack: false });
  });

  it('smart: asks the LLM with the search prompt, the conversation and the agent’s kb model settings', () => {
    const plan = planKbSearchQuery({ settings: settings('smart', 'Rewrite it.'), history, message: 'How much is it?', defaultModel: 'gpt-4o' });
    expect(plan.method).toBe('smart');
    if (plan.method !== 'smart') return;
    expect(plan.request).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.2, maxTokens: 120 });
    expect(plan.request.messages[0]).toEqual({ role: 'system', content: 'Rewrite it.' });
    expect(plan.request.messages[1]!.content).toContain('Visitor: Do you sell the Trek Marlin 5?\nAssistant: Yes, in three sizes.');
    expect(plan.request.messages[1]!.content).toContain('Last visitor message:\nHow much is it?');
    expect(resolveKbSearchQuery(plan, 'Search query: "Trek Marlin 5 price"\n')).toEqual({
      query: 'Trek Marlin 5 price',
      method: 'smart',
      fellBack: false,
    });
  });

  it('smart falls back to the last message when the LLM fails or answers nothing useful', () => {
    const plan = planKbSearchQuery({ settings: settings('smart'), history, message: 'How much is it?', defaultModel: 'gpt-4o' });
    expect(plan.method === 'smart' && plan.request.messages[0]!.content).toBe(DEFAULT_KB_SEARCH_PROMPT);
    for (const answer of [null, '', '   \n', '"?!"', 'the of and']) {
      expect(resolveKbSearchQuery(plan, answer)).toEqual({ query: 'How much is it?', method: 'smart', fellBack: true });
    }
  });

  it('smart with no earlier turns needs no LLM; an empty modelId uses the agent’s model', () => {
    expect(planKbSearchQuery({ settings: settings('smart'), history: [], message: 'Hi', defaultModel: 'gpt-4o' })).toEqual({
      method: 'simple',
      query: 'Hi',
    });
    const plan = planKbSearchQuery({ settings: { ...settings('smart'), modelId: ' ' }, history, message: 'x', defaultModel: 'gpt-4o' });
    expect(plan.method === 'smart' && plan.request.model).toBe('gpt-4o');
  });
});
