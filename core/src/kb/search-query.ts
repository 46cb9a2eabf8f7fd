/**
 * The search query of a chat turn, by the agent's `vg_kb_llm.searchMethod` (agency-shell §3.1):
 * - simple: the visitor's last message as it is;
 * - smart: an LLM rewrites the last message as a standalone query using the conversation, following the
 *   agent's `searchPrompt` with its `modelId`, `temprature` and `maxTokens`.
 * Pure: `planKbSearchQuery` says what to do (for smart, the request to send); the caller calls the LLM and
 * hands its answer (or null when it failed) to `resolveKbSearchQuery`, which falls back to simple when the
 * answer is missing or useless. With no earlier turns there is nothing to rewrite with, so smart asks no LLM.
 */
import { DEFAULT_KB_SEARCH_PROMPT } from '../agents/agent-defaults';
import type { TPromptMessage } from '../chat/build-chat-prompt';
import type { TChatRole } from '../chat/conversation';
import { truncateText } from '../shell/truncate';
import { KB_SEARCH_QUERY_MAX_CHARS, KB_SMART_SEARCH_HISTORY_TURNS, KB_SMART_SEARCH_TURN_MAX_CHARS } from './kb-limits';
import { tokenize } from './tokenize';

export interface TKbSearchSettings {
  searchMethod: 'smart' | 'simple';
  searchPrompt: string;
  modelId: string;
  temprature: number;
  maxTokens: number;
}

export type TKbSearchPlan =
  | { method: 'simple'; query: string }
  | {
      method: 'smart';
      /** The query used if the LLM fails: the last message. */
      fallbackQuery: string;
      request: { model: string; temperature: number; maxTokens: number; messages: TPromptMessage[] };
    };

export interface TKbSearchQuery {
  query: string;
  method: 'simple' | 'smart';
  /** Smart was asked for but the LLM's answer could not be used. */
  fellBack: boolean;
}

const cap = (text: string) => truncateText(text.replace(/\s+/g, ' '), KB_SEARCH_QUERY_MAX_CHARS).replace(/…$/, '');

export function planKbSearchQuery(args: {
  settings: TKbSearchSettings;
  history: readonly { role: TChatRole; text: string }[];
  message: string;
  /** The model used when `modelId` is empty (the agent's own). */
  defaultModel: string;
}): TKbSearchPlan {
  const query = cap(args.message.trim());
  const history = args.history.filter((m) => m.text.trim() !== '').slice(-KB_SMART_SEARCH_HISTORY_TURNS);
  if (args.settings.searchMethod === 'simple' || history.length === 0) return { method: 'simple', query };
  const conversation = history
    .map((m) => `${m.role === 'user' ? 'Visitor' : 'Assistant'}: ${truncateText(m.text, KB_SMART_SEARCH_TURN_MAX_CHARS)}`)
    .join('\n');
  return {
    method: 'smart',
    fallbackQuery: query,
    request: {
      model: args.settings.modelId.trim() || args.defaultModel,
      temperature: args.settings.temprature,
      maxTokens: args.settings.maxTokens,
      messages: [
        { role: 'system', content: args.settings.searchPrompt.trim() || DEFAULT_KB_SEARCH_PROMPT },
        {
          role: 'user',
          content: `Conversation so far:\n${conversation}\n\nLast visitor message:\n${args.message.trim()}\n\nSearch query:`,
        },
      ],
    },
  };
}

/** The query to search with, from the plan and (for smart) the LLM's answer, or null if the call failed. */
export function resolveKbSearchQuery(plan: TKbSearchPlan, llmAnswer: string | null = null): TKbSearchQuery {
  if (plan.method === 'simple') return { query: plan.query, method: 'simple', fellBack: false };
  const line = (llmAnswer ?? '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '');
  const cleaned = (line ?? '')
    .replace(/^(standalone\s+)?(search\s+)?query\s*:\s*/i, '')
    .replace(/^["'`“”‘’]+|["'`“”‘’]+$/g, '')
    .trim();
  if (!cleaned || tokenize(cleaned).length === 0) return { query: plan.fallbackQuery, method: 'smart', fellBack: true };
  return { query: cap(cleaned), method: 'smart', fellBack: false };
}
