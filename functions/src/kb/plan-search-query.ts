/**
 * The search query of a chat turn by the agent's `vg_kb_llm` (agency-shell §3.1): simple takes the
 * message; smart has the LLM rewrite it with the conversation (searchPrompt, modelId, temprature,
 * maxTokens), falling back to the message when the LLM fails or answers nothing useful.
 */
import {
  estimateTokens,
  planKbSearchQuery,
  resolveKbSearchQuery,
  type TAgent,
  type TChatRole,
  type TKbSearchQuery,
} from '@parley/core';
import type { TLlmProvider } from '../providers/llm';

export interface TSearchQueryResult {
  query: TKbSearchQuery;
  /** The rewrite's LLM call, to be charged like any other (null when none was made or it produced nothing). */
  usage: { model: string; inputTokens: number; outputTokens: number } | null;
}

export async function searchQueryFor(args: {
  llm: TLlmProvider | null;
  agent: Pick<TAgent, 'vg_kb_llm' | 'vg_defaultModel'>;
  history: readonly { role: TChatRole; text: string }[];
  message: string;
  signal?: AbortSignal;
}): Promise<TSearchQueryResult> {
  const plan = planKbSearchQuery({
    settings: args.agent.vg_kb_llm,
    history: args.history,
    message: args.message,
    defaultModel: args.agent.vg_defaultModel,
  });
  if (plan.method === 'simple' || !args.llm) return { query: resolveKbSearchQuery(plan), usage: null };
  let answer = '';
  let usage: TSearchQueryResult['usage'] = null;
  try {
    for await (const chunk of args.llm.streamChat({ ...plan.request, ...(args.signal ? { signal: args.signal } : {}) })) {
      if (chunk.type === 'usage') usage = { model: plan.request.model, ...chunk };
      else answer += chunk.text;
    }
  } catch {
    // The query falls back to the message (below); what was produced is still charged.
  }
  usage ??= answer
    ? {
        model: plan.request.model,
        inputTokens: estimateTokens(plan.request.messages.map((m) => m.content).join('\n')),
        outputTokens: estimateTokens(answer),
      }
    : null;
  return { query: resolveKbSearchQuery(plan, answer || null), usage };
}
