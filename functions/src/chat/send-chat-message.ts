import type { Firestore } from 'firebase-admin/firestore';
import {
  AGENT_RATE_LIMIT,
  agentUsageStop,
  buildChatPrompt,
  CHAT_AGENT_NOT_FOUND,
  CHAT_BLOCKED,
  CHAT_PROVIDER_ERROR,
  CHAT_RATE_LIMITED_AGENT,
  CHAT_RATE_LIMITED_CONVERSATION,
  CHAT_TIMEOUT,
  CONVERSATION_ID_LENGTH,
  CONVERSATION_RATE_LIMIT,
  creditsForCall,
  estimateTokens,
  MESSAGE_ID_LENGTH,
  offlineAnswer,
  pageChangedContext,
  randomString,
  type TAgent,
  type TChatEvent,
  type TChatMessage,
  type TChatRole,
  type TConversation,
  type TRegion,
  type TWorkspace,
  type ZChatRequest,
} from '@parley/core';
import type { z } from 'zod';
import { readAgent } from '../agents/agent-store';
import { chargeAgentCallInBatch } from '../credits/charge-credits';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import { countRateInBatch, isWithinRateLimit, readRateWindow, type TRateWindow } from '../platform/rate-limit';
import { LlmError } from '../providers/llm';
import { countInBatch, monthlyMessages } from '../widget/agent-stats';
import { readWorkspace } from '../workspaces/workspace-store';
import { addMessageToBatch, latestMessages, readConversation } from './conversation-store';

export type TChatRequestInput = z.infer<typeof ZChatRequest>;
export type TEmit = (event: TChatEvent) => void;

interface TChatTurn {
  db: Firestore;
  agent: TAgent;
  workspace: TWorkspace;
  conversationId: string;
  /** The stored conversation, when history is recorded and it exists already. */
  existing: TConversation | null;
  history: { role: TChatRole; text: string }[];
  /** Rate-limit windows to count this message in. */
  rateWindows: TRateWindow[];
}

/**
 * Loads and checks everything the answer needs in two rounds of parallel reads (the first token's
 * budget is tight); throws AppError (answered as JSON) when it cannot go on.
 */
async function prepareTurn(
  deps: TDeps,
  region: TRegion,
  agentId: string,
  request: TChatRequestInput,
): Promise<TChatTurn> {
  const db = deps.db(region);
  const nowMs = deps.nowMs();
  const asked = request.conversationId;
  const [agent, monthly, stored, agentWindow, askedWindow] = await Promise.all([
    readAgent(db, agentId),
    monthlyMessages(db, agentId, nowMs),
    asked ? readConversation(db, asked) : null,
    readRateWindow(db, `a_${agentId}`, AGENT_RATE_LIMIT, nowMs),
    asked ? readRateWindow(db, `c_${asked}`, CONVERSATION_RATE_LIMIT, nowMs) : null,
  ]);
  if (!agent) throw new AppError('not-found', CHAT_AGENT_NOT_FOUND);
  const records = agent.recordChatHistory;
  // A conversation of another agent, or one that no longer exists, is not continued: a new one starts.
  const existing = records && stored && stored.agentId === agentId ? stored : null;
  // Not recording, the widget's own id is kept (nothing is stored under it).
  const conversationId =
    existing?.ID ?? (records ? undefined : asked) ?? randomString(CONVERSATION_ID_LENGTH, deps.randomBytes);
  const conversationWindow =
    askedWindow && conversationId === asked
      ? askedWindow
      : await readRateWindow(db, `c_${conversationId}`, CONVERSATION_RATE_LIMIT, nowMs);

  const [workspace, history] = await Promise.all([
    readWorkspace(db, agent.ownerID),
    existing ? latestMessages(db, existing.ID) : (request.history ?? []),
  ]);
  if (!workspace) throw new AppError('not-found', CHAT_AGENT_NOT_FOUND);
  const stop = agentUsageStop({
    ownerCredits: workspace.loadTokens,
    tokensUsage: agent.tokensUsage,
    maxTokensUsage: agent.maxTokensUsage,
    monthlyMessages: monthly,
    messagesLimit: agent.messagesLimit,
  });
  if (stop) throw new AppError('failed-precondition', CHAT_BLOCKED, { reason: stop });
  if (!isWithinRateLimit(conversationWindow, CONVERSATION_RATE_LIMIT)) {
    throw new AppError('resource-exhausted', CHAT_RATE_LIMITED_CONVERSATION);
  }
  if (!isWithinRateLimit(agentWindow, AGENT_RATE_LIMIT))
    throw new AppError('resource-exhausted', CHAT_RATE_LIMITED_AGENT);
  return {
    db,
    agent,
    workspace,
    conversationId,
    existing,
    history: history.map((m) => ({ role: m.role, text: m.text })),
    rateWindows: [conversationWindow, agentWindow],
  };
}

function newMessage(
  deps: TDeps,
  role: TChatRole,
  text: string,
  ts: number,
  status?: TChatMessage['status'],
): TChatMessage {
  return { ID: randomString(MESSAGE_ID_LENGTH, deps.randomBytes), role, text, ts, ...(status ? { status } : {}) };
}

/**
 * A visitor message and its streamed answer (issue 3 §1, §2). The visitor's message is stored before
 * the answer starts (when the agent records history) so a failure loses nothing already said; the
 * answer is stored when it ends, complete or as far as it got. Every LLM call that produced something
 * is charged: credit log entry, workspace balance and agent tokensUsage in one batch.
 */
export async function sendChatMessage(
  deps: TDeps,
  args: { region: TRegion; agentId: string; request: TChatRequestInput; signal?: AbortSignal },
  emit: TEmit,
): Promise<void> {
  const started = performance.now();
  const { region, agentId, request } = args;
  const turn = await prepareTurn(deps, region, agentId, request);
  const { db, agent, conversationId } = turn;
  const records = agent.recordChatHistory;
  const visitorTs = deps.nowMs();

  // The visitor's message, stored while the model thinks.
  const visitorBatch = db.batch();
  countInBatch(visitorBatch, db, { agentId, counter: 'messages', by: 1, nowMs: visitorTs });
  turn.rateWindows.forEach((window) => countRateInBatch(visitorBatch, window));
  if (records) {
    const visitor = request.visitor;
    addMessageToBatch(visitorBatch, db, {
      conversationId,
      message: newMessage(deps, 'user', request.message, visitorTs),
      ...(turn.existing
        ? {}
        : {
            created: {
              ID: conversationId,
              agentId,
              ownerID: agent.ownerID,
              origin: visitor?.origin ?? 'web-chat',
              ts: visitorTs,
              lastMessageAt: visitorTs,
              messageCount: 0,
              preview: '',
              ...(visitor?.browser ? { browser: visitor.browser } : {}),
              ...(visitor?.platform ? { platform: visitor.platform } : {}),
              ...(visitor?.pageUrl ? { pageUrl: visitor.pageUrl } : {}),
            },
          }),
    });
  }
  const visitorSaved = visitorBatch.commit();
  const offline = deps.llm === null;
  emit({ type: 'start', conversationId, offline });

  let answer = '';
  let failure: LlmError | null = null;
  let usage: { inputTokens: number; outputTokens: number } | null = null;
  let beforeLlmMs = 0;
  let firstTokenMs: number | null = null;

  if (deps.llm === null) {
    answer = offlineAnswer({ description: agent.description });
    firstTokenMs = performance.now() - started;
    emit({ type: 'delta', text: answer });
  } else {
    const context =
      request.visitor?.pageChanged && request.visitor.pageUrl ? [pageChangedContext(request.visitor.pageUrl)] : [];
    const messages = buildChatPrompt({ agent, history: turn.history, message: request.message, context });
    beforeLlmMs = performance.now() - started;
    try {
      for await (const chunk of deps.llm.streamChat({
        model: agent.vg_defaultModel,
        temperature: agent.vg_temperature,
        maxTokens: agent.vg_maxTokens,
        messages,
        ...(args.signal ? { signal: args.signal } : {}),
      })) {
        if (chunk.type === 'usage') {
          usage = chunk;
          continue;
        }
        answer += chunk.text;
        firstTokenMs ??= performance.now() - started;
        emit({ type: 'delta', text: chunk.text });
      }
    } catch (error) {
      failure = error instanceof LlmError ? error : new LlmError('provider', (error as Error).message);
    }
    usage ??= answer
      ? { inputTokens: estimateTokens(messages.map((m) => m.content).join('\n')), outputTokens: estimateTokens(answer) }
      : null;
  }

  // The answer as far as it got, and what it cost.
  const endMs = Math.max(deps.nowMs(), visitorTs + 1);
  const credits = usage ? creditsForCall(agent.vg_defaultModel, usage.inputTokens, usage.outputTokens) : 0;
  const answerBatch = db.batch();
  const status: TChatMessage['status'] = offline ? 'offline' : failure ? 'interrupted' : 'complete';
  const reply = newMessage(deps, 'assistant', answer, endMs, status);
  if (records && answer) addMessageToBatch(answerBatch, db, { conversationId, message: reply });
  if (usage) {
    chargeAgentCallInBatch(answerBatch, db, {
      workspaceId: agent.ownerID,
      agentId,
      modelId: agent.vg_defaultModel,
      ...usage,
      credits,
      nowMs: endMs,
    });
    countInBatch(answerBatch, db, { agentId, counter: 'credits', by: credits, nowMs: endMs });
  }
  // The visitor's message goes first: the answer's conversation update needs the conversation.
  await visitorSaved;
  await answerBatch.commit();

  if (failure) {
    emit({ type: 'error', message: failure.kind === 'timeout' ? CHAT_TIMEOUT : CHAT_PROVIDER_ERROR, retryable: true });
    return;
  }
  emit({ type: 'done', messageId: reply.ID, offline, credits, timing: { beforeLlmMs, firstTokenMs } });
}
