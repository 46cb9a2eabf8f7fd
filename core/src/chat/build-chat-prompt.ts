import { PROMPT_HISTORY_MAX_MESSAGES } from './chat-limits';
import type { TChatRole } from './conversation';

export interface TPromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The agent fields the prompt is built from. */
export interface TPromptAgent {
  title: string;
  vg_systemPrompt: string;
  vg_initPrompt: string;
  vg_initMessages: string[];
  lang: string;
  /** AI translate (agency-shell §3.1): answer in `AITranslateTo`, and with translateUserResponse read the visitor's message in it. */
  enableAITranslate?: boolean;
  AITranslateTo?: string;
  translateUserResponse?: boolean;
}

export const AUTOMATIC_LANGUAGE = 'automatic';

/** 'German' for 'de'; the code itself if the runtime does not know it. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function languageInstruction(lang: string): string {
  if (lang === AUTOMATIC_LANGUAGE) return 'Answer in the language the visitor writes in.';
  return `Answer in ${languageName(lang)} (${lang}), whatever language the visitor writes in.`;
}

/**
 * The language rule of an agent: with AI translate on, the answer is in `AITranslateTo` (instead of
 * `lang`), and with translateUserResponse the visitor's message is first translated into it.
 */
export function translateInstruction(agent: TPromptAgent): string {
  const target = agent.enableAITranslate ? agent.AITranslateTo?.trim() : '';
  if (!target) return languageInstruction(agent.lang);
  const rule = `Answer in ${languageName(target)} (${target}), whatever language the visitor writes in.`;
  return agent.translateUserResponse
    ? `${rule} First translate the visitor's message into ${languageName(target)}, then answer the translated message.`
    : rule;
}

/**
 * The messages sent to the LLM: one system message (the agent's system prompt, its opening
 * instructions `vg_initPrompt`, the language rule, and any extra context such as a page change),
 * then the greeting the visitor saw (`vg_initMessages`) as the assistant's first turn, the latest
 * history, and the new visitor message.
 */
export function buildChatPrompt(args: {
  agent: TPromptAgent;
  history: { role: TChatRole; text: string }[];
  message: string;
  context?: string[];
}): TPromptMessage[] {
  const { agent } = args;
  const system = [
    agent.vg_systemPrompt.trim() || `You are ${agent.title}, a helpful assistant.`,
    agent.vg_initPrompt.trim(),
    translateInstruction(agent),
    ...(args.context ?? []),
  ].filter(Boolean);
  const greeting = agent.vg_initMessages.map((m) => m.trim()).filter(Boolean);
  const history = args.history.slice(-PROMPT_HISTORY_MAX_MESSAGES);
  return [
    { role: 'system', content: system.join('\n\n') },
    ...(greeting.length ? [{ role: 'assistant' as const, content: greeting.join('\n\n') }] : []),
    ...history.map((m) => ({ role: m.role, content: m.text })),
    { role: 'user', content: args.message },
  ];
}

/** Context line when the visitor moved to another page of the site (listenForUrlChanges). */
export function pageChangedContext(pageUrl: string): string {
  return `The visitor is now on this page: ${pageUrl}`;
}
