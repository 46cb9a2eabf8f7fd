import { describe, expect, it } from 'vitest';
import { buildChatPrompt, languageInstruction, pageChangedContext, translateInstruction } from './build-chat-prompt';
import { PROMPT_HISTORY_MAX_MESSAGES } from './chat-limits';

const agent = {
  title: 'Harbour Helpdesk',
  vg_systemPrompt: 'You are the support assistant of Harbour Bikes.',
  vg_initPrompt: 'Greet once, then answer briefly.',
  vg_initMessages: ['Hello! How can I help?'],
  lang: 'de',
};

describe('buildChatPrompt', () => {
  it('puts the system prompt, opening instructions and language first, then the greeting, history and message', () => {
    const prompt = buildChatPrompt({
      agent,
      history: [
        { role: 'user', text: 'Hi' },
        { role: 'assistant', text: 'Hello again' },
      ],
      message: 'Where is my order?',
    });
    expect(prompt).toEqual([
      {
        role: 'system',
        content:
          'You are the support assistant of Harbour Bikes.\n\nGreet once, then answer briefly.\n\nAnswer in German (de), whatever language the visitor writes in.',
      },
      { role: 'assistant', content: 'Hello! How can I help?' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello again' },
      { role: 'user', content: 'Where is my order?' },
    ]);
  });

  it('follows the visitor language when lang is automatic', () => {
    expect(languageInstruction('automatic')).toBe('Answer in the language the visitor writes in.');
  });

  it('names the agent when it has no system prompt, and skips an empty greeting', () => {
    const prompt = buildChatPrompt({
      agent: { ...agent, vg_systemPrompt: ' ', vg_initPrompt: '', vg_initMessages: ['  '], lang: 'en' },
      history: [],
      message: 'Hello',
    });
    expect(prompt[0]!.content).toBe(
      'You are Harbour Helpdesk, a helpful assistant.\n\nAnswer in English (en), whatever language the visitor writes in.',
    );
    expect(prompt).toHaveLength(2);
  });

  it('keeps only the latest history and adds context lines to the system message', () => {
    const history = Array.from({ length: 30 }, (_, i) => ({ role: 'user' as const, text: `m${i}` }));
    const prompt = buildChatPrompt({
      agent,
      history,
      message: 'now',
      context: [pageChangedContext('https://x.test/pricing')],
    });
    expect(prompt[0]!.content).toContain('The visitor is now on this page: https://x.test/pricing');
    const kept = prompt.slice(2, -1).map((m) => m.content);
    expect(kept).toHaveLength(PROMPT_HISTORY_MAX_MESSAGES);
    expect(kept[0]).toBe('m10');
    expect(kept.at(-1)).toBe('m29');
  });

  it('answers in the AI translate language instead of lang, translating the visitor message when asked', () => {
    const translated = { ...agent, enableAITranslate: true, AITranslateTo: 'fr' };
    expect(buildChatPrompt({ agent: translated, history: [], message: 'Hallo' })[0]!.content).toContain(
      'Answer in French (fr), whatever language the visitor writes in.',
    );
    expect(buildChatPrompt({ agent: translated, history: [], message: 'Hallo' })[0]!.content).not.toContain('German');
    expect(translateInstruction({ ...translated, translateUserResponse: true })).toBe(
      "Answer in French (fr), whatever language the visitor writes in. First translate the visitor's message into French, then answer the translated message.",
    );
    // Off, the agent's own language rules.
    expect(translateInstruction({ ...translated, enableAITranslate: false, translateUserResponse: true })).toBe(
      'Answer in German (de), whatever language the visitor writes in.',
    );
  });
});
