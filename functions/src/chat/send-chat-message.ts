import type { Firestore } from 'firebase-admin/firestore';
import {
  AGENT_RATE_LIMIT,
  agentUsageStop,
  answerTokenAllowance,
  buildChatPrompt,
  CHAT_AGENT_NOT_FOUND,
  CHAT_BLOCKED,
  CHAT_PROVIDER_ERROR,
  CHAT_RATE_LIMITED_AGENT,
  CHAT_RATE_LIMITED_CONVERSATION,
  CHAT_RATE_LIMITED_VISITOR,
  CHAT_SAVE_FAILED,
  CHAT_TIMEOUT,
  CONVERSATION_ID_LENGTH,
  CONVERSATION_RATE_LIMIT,
  creditsForCall,
  estimateTokens,
  answerCitations,
  KB_OFFLINE_PASSAGES,
  kbGroundingSection,
  kbManifestEntries,
  MESSAGE_ID_LENGTH,
  offlineAnswer,
  pageChangedContext,
  randomString,
  type TAgent,
  type TChatCitation,
  type TChatEvent,
  type TChatMessage,
  type TKbManifest,
  type TKbPassage,
  type TChatRole,
  type TConversation,
  type TRegion,
  type TWorkspace,
  VISITOR_RATE_LIMIT,
  type ZChatRequest,
} from '@parley/core';
import type { z } from 'zod';
import { readAgent } from '../agents/agent-store';
import { chargeAgentCallInBatch } from '../credits/charge-credits';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import { addressKey, takeRateLimit } from '../platform/rate-limit';
import { LlmError } from '../providers/llm';
import { countInBatch, monthlyMessages } from '../widget/agent-stats';
import { readWorkspace } from '../workspaces/workspace-store';
import { productionKbProviders, type TKbProviders } from '../kb/kb-providers';
import { readKbManifest } from '../kb/kb-store';
import { searchQueryFor, type TSearchQueryResult } from '../kb/plan-search-query';
import { retrieveKnowledge } from '../kb/retrieve-knowledge';
import { logger } from 'firebase-functions/v2';
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
  /** The knowledge passages for this message, retrieved while the rest is read. */
  grounding: Promise<TGrounding>;
}

/** What the agent's knowledge gives a message: passages, and the smart query rewrite's LLM call to charge. */
interface TGrounding {
  passages: TKbPassage[];
  queryUsage: TSearchQueryResult['usage'];
}

const NO_GROUNDING: TGrounding = { passages: [], queryUsage: null };

/**
 * Retrieval for one message (issue 4 §4): nothing at all without knowledge; else the search query by
 * the agent's method and the top passages of the agent's own documents.
 * A failure here never stops the answer: it goes on ungrounded.
 */
async function groundingFor(
  deps: TDeps,
  kb: Pick<TKbProviders, 'cache' | 'embeddings'>,
  args: {
    region: TRegion;
    agent: TAgent;
    manifest: TKbManifest | null;
    history: { role: TChatRole; text: string }[];
    message: string;
  },
): Promise<TGrounding> {
  if (kbManifestEntries(args.manifest).length === 0) return NO_GROUNDING;
  try {
    const planned = await searchQueryFor({
      llm: deps.llm,
      agent: args.agent,
      history: args.history,
      message: args.message,
    });
    const retrieval = await retrieveKnowledge({
      db: deps.db(args.region),
      region: args.region,
      agent: args.agent,
      manifest: args.manifest,
      query: planned.query.query,
      providers: kb,
    });
    return { passages: retrieval.passages, queryUsage: planned.usage };
  } catch (error) {
    logger.error('knowledge retrieval failed; answering without it', error);
    return NO_GROUNDING;
  }
}

/**
 * Loads and checks everything the answer needs in two rounds of parallel reads (the first token's
 * budget is tight); throws AppError (answered as JSON) when it cannot go on. The rate limits count
 * this message before they are checked, so a burst of parallel requests cannot slip through; knowledge
 * search starts only once they passed, and a blocked agent is refused before the model is asked.
 */
async function prepareTurn(
  deps: TDeps,
  kb: Pick<TKbProviders, 'cache' | 'embeddings'>,
  args: { region: TRegion; agentId: string; request: TChatRequestInput; visitorIp: string },
): Promise<TChatTurn> {
  const { region, agentId, request } = args;
  const db = deps.db(region);
  const nowMs = deps.nowMs();
  const asked = request.conversationId;
  // A new conversation's id is chosen now, so its first message is counted like the others.
  const candidate = asked ?? randomString(CONVERSATION_ID_LENGTH, deps.randomBytes);
  const [agent, monthly, stored, agentOk, visitorOk, candidateOk, manifest] = await Promise.all([
    readAgent(db, agentId),
    monthlyMessages(db, agentId, nowMs),
    asked ? readConversation(db, asked) : null,
    takeRateLimit(db, `a_${agentId}`, AGENT_RATE_LIMIT, nowMs),
    args.visitorIp ? takeRateLimit(db, addressKey(args.visitorIp), VISITOR_RATE_LIMIT, nowMs) : true,
    takeRateLimit(db, `c_${candidate}`, CONVERSATION_RATE_LIMIT, nowMs),
    // The agent's knowledge manifest: one read, in this round, tells whether there is anything to search.
    readKbManifest(db, agentId).catch(() => null),
  ]);
  if (!agent) throw new AppError('not-found', CHAT_AGENT_NOT_FOUND);
  if (!visitorOk) throw new AppError('resource-exhausted', CHAT_RATE_LIMITED_VISITOR);
  if (!agentOk) throw new AppError('resource-exhausted', CHAT_RATE_LIMITED_AGENT);
  const records = agent.recordChatHistory;
  // A conversation of another agent, or one that no longer exists, is not continued: a new one starts.
  const existing = records && stored && stored.agentId === agentId ? stored : null;
  // Not recording, the widget's own id is kept (nothing is stored under it).
  const conversationId =
    existing?.ID ?? (records && asked ? randomString(CONVERSATION_ID_LENGTH, deps.randomBytes) : candidate);
  const conversationOk =
    conversationId === candidate
      ? candidateOk
      : await takeRateLimit(db, `c_${conversationId}`, CONVERSATION_RATE_LIMIT, nowMs);
  if (!conversationOk) throw new AppError('resource-exhausted', CHAT_RATE_LIMITED_CONVERSATION);

  // What the widget sends is used only for agents that keep no history of their own.
  const historyRead: Promise<{ role: TChatRole; text: string }[]> = existing
    ? latestMessages(db, existing.ID)
    : Promise.resolve(records ? [] : (request.history ?? []));
  // Simple search starts now, beside the second round of reads; smart search asks the model, so it
  // waits until the usage check below has passed.
  const ground = (history: { role: TChatRole; text: string }[]) =>
    groundingFor(deps, kb, { region, agent, manifest, history, message: request.message });
  const smart = agent.vg_kb_llm.searchMethod === 'smart' && deps.llm !== null;
  const early = smart ? null : ground([]);
  // An early search that is not needed (blocked below) must not become an unhandled rejection.
  early?.catch(() => undefined);
  const [workspace, history] = await Promise.all([readWorkspace(db, agent.ownerID), historyRead]);
  if (!workspace) throw new AppError('not-found', CHAT_AGENT_NOT_FOUND);
  const stop = agentUsageStop({
    ownerCredits: workspace.loadTokens,
    tokensUsage: agent.tokensUsage,
    maxTokensUsage: agent.maxTokensUsage,
    monthlyMessages: monthly,
    messagesLimit: agent.messagesLimit,
  });
  if (stop) {
    // Why it is blocked is the builder's business: only the dashboard's test panel is told.
    throw new AppError(
      'failed-precondition',
      CHAT_BLOCKED,
      request.visitor?.origin === 'test' ? { reason: stop } : undefined,
    );
  }
  return {
    db,
    agent,
    workspace,
    conversationId,
    existing,
    history: history.map((m) => ({ role: m.role, text: m.text })),
    grounding: early ?? ground(history),
  };
}

function newMessage(
  deps: TDeps,
  role: TChatRole,
  text: string,
  ts: number,
  status?: TChatMessage['status'],
  citations: TChatCitation[] = [],
): TChatMessage {
  return {
    ID: randomString(MESSAGE_ID_LENGTH, deps.randomBytes),
    role,
    text,
    ts,
    ...(status ? { status } : {}),
    ...(citations.length ? { citations } : {}),
  };
}

/**
 * A visitor message and its streamed answer (issue 3 §1, §2). The visitor's message is stored before
 * the answer starts (when the agent records history) so a failure loses nothing already said; the
 * answer is stored when it ends, complete or as far as it got. Every LLM call that produced something
 * is charged: credit log entry, workspace balance and agent tokensUsage in one batch.
 */
export async function sendChatMessage(
  deps: TDeps,
  args: {
    region: TRegion;
    agentId: string;
    request: TChatRequestInput;
    signal?: AbortSignal;
    /** The knowledge providers (their index cache lives as long as the function instance). */
    kb?: Pick<TKbProviders, 'cache' | 'embeddings'>;
    /** The visitor's address as the platform saw it ('' when unknown): rate-limited, never stored. */
    visitorIp?: string;
  },
  emit: TEmit,
): Promise<void> {
  const started = performance.now();
  const { region, agentId, request } = args;
  const turn = await prepareTurn(deps, args.kb ?? productionKbProviders(deps), {
    region,
    agentId,
    request,
    visitorIp: args.visitorIp ?? '',
  });
  const { db, agent, conversationId } = turn;
  const records = agent.recordChatHistory;
  const visitorTs = deps.nowMs();

  // The visitor's message, stored while the model thinks.
  const visitorBatch = db.batch();
  countInBatch(visitorBatch, db, { agentId, counter: 'messages', by: 1, nowMs: visitorTs });
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
  // Settled at once, so a failure here is never an unhandled rejection while the model answers.
  const visitorSaved = visitorBatch.commit().then(
    () => null,
    (error: unknown) => error,
  );
  const offline = deps.llm === null;
  emit({ type: 'start', conversationId, offline });

  let answer = '';
  let failure: LlmError | null = null;
  let usage: { inputTokens: number; outputTokens: number } | null = null;
  let beforeLlmMs = 0;
  let firstTokenMs: number | null = null;
  const { passages, queryUsage } = await turn.grounding;
  let citations: TChatCitation[] = [];

  if (deps.llm === null) {
    // Offline: the best passages as they are, never an answer of our own.
    const shared = passages.slice(0, KB_OFFLINE_PASSAGES);
    answer = offlineAnswer({ description: agent.description, passages: shared.map((p) => p.text) });
    citations = answerCitations('', shared);
    firstTokenMs = performance.now() - started;
    emit({ type: 'delta', text: answer });
  } else {
    const context = [
      request.visitor?.pageChanged && request.visitor.pageUrl ? pageChangedContext(request.visitor.pageUrl) : '',
      kbGroundingSection(passages),
    ].filter(Boolean);
    const messages = buildChatPrompt({ agent, history: turn.history, message: request.message, context });
    beforeLlmMs = performance.now() - started;
    try {
      for await (const chunk of deps.llm.streamChat({
        model: agent.vg_defaultModel,
        temperature: agent.vg_temperature,
        maxTokens: answerTokenAllowance({
          maxTokens: agent.vg_maxTokens,
          maxTokensUsage: agent.maxTokensUsage,
          tokensUsage: agent.tokensUsage,
        }),
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
      logger.warn('the model failed', {
        agentId,
        model: agent.vg_defaultModel,
        kind: failure.kind,
        message: failure.message,
      });
    }
    usage ??= answer
      ? { inputTokens: estimateTokens(messages.map((m) => m.content).join('\n')), outputTokens: estimateTokens(answer) }
      : null;
    citations = answer ? answerCitations(answer, passages) : [];
  }

  // The answer as far as it got, and what it cost. The charge is committed even if the visitor's
  // message could not be stored; the answer is stored only beside a stored question.
  const endMs = Math.max(deps.nowMs(), visitorTs + 1);
  const answerCredits = usage ? creditsForCall(agent.vg_defaultModel, usage.inputTokens, usage.outputTokens) : 0;
  const queryCredits = queryUsage
    ? creditsForCall(queryUsage.model, queryUsage.inputTokens, queryUsage.outputTokens)
    : 0;
  const credits = answerCredits + queryCredits;
  const saveFailure = await visitorSaved;
  if (saveFailure) logger.error('the visitor message could not be stored', saveFailure);
  const answerBatch = db.batch();
  const status: TChatMessage['status'] = offline ? 'offline' : failure ? 'interrupted' : 'complete';
  const reply = newMessage(deps, 'assistant', answer, endMs, status, citations);
  if (records && answer && !saveFailure) addMessageToBatch(answerBatch, db, { conversationId, message: reply });
  if (usage) {
    chargeAgentCallInBatch(answerBatch, db, {
      workspaceId: agent.ownerID,
      agentId,
      modelId: agent.vg_defaultModel,
      ...usage,
      credits: answerCredits,
      nowMs: endMs,
    });
  }
  // The smart search's rewrite is a model call of its own, charged as one.
  if (queryUsage) {
    chargeAgentCallInBatch(answerBatch, db, {
      workspaceId: agent.ownerID,
      agentId,
      modelId: queryUsage.model,
      inputTokens: queryUsage.inputTokens,
      outputTokens: queryUsage.outputTokens,
      credits: queryCredits,
      nowMs: endMs,
    });
  }
  if (credits > 0) countInBatch(answerBatch, db, { agentId, counter: 'credits', by: credits, nowMs: endMs });
  await answerBatch.commit();

  if (saveFailure) {
    emit({ type: 'error', message: CHAT_SAVE_FAILED, retryable: true });
    return;
  }
  if (failure) {
    emit({ type: 'error', message: failure.kind === 'timeout' ? CHAT_TIMEOUT : CHAT_PROVIDER_ERROR, retryable: true });
    return;
  }
  // What a message cost, and how long the server took, are the builder's business: the dashboard's
  // test panel (and the bench) see them; visitors see 0 and no timing.
  const forBuilder = request.visitor?.origin === 'test';
  emit({
    type: 'done',
    messageId: reply.ID,
    offline,
    credits: forBuilder ? credits : 0,
    ...(forBuilder ? { timing: { beforeLlmMs, firstTokenMs } } : {}),
    ...(citations.length ? { citations } : {}),
  });
}
