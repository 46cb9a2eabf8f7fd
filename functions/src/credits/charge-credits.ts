import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import type { TCreditLogEntry } from '@parley/core';
import { AGENTS } from '../agents/agent-store';
import { USERS } from '../workspaces/workspace-store';

export const CREDIT_LOGS = 'creditLogs';

/**
 * An agent's LLM call, charged in the same batch as everything it records: the credit log entry,
 * the owner workspace's balance (`loadTokens`, lowered by increment so concurrent charges never
 * lose one) and the agent's `tokensUsage`.
 */
export function chargeAgentCallInBatch(
  batch: WriteBatch,
  db: Firestore,
  args: {
    workspaceId: string;
    agentId: string;
    modelId: string;
    inputTokens: number;
    outputTokens: number;
    credits: number;
    nowMs: number;
  },
): void {
  const entry: TCreditLogEntry = {
    workspaceId: args.workspaceId,
    amount: args.credits,
    direction: 'decrease',
    causedBy: 'agent',
    agentId: args.agentId,
    inputTokens: args.inputTokens,
    outputTokens: args.outputTokens,
    modelId: args.modelId,
    ts: args.nowMs,
  };
  batch.set(db.collection(CREDIT_LOGS).doc(), entry);
  batch.update(db.collection(USERS).doc(args.workspaceId), { loadTokens: FieldValue.increment(-args.credits) });
  batch.update(db.collection(AGENTS).doc(args.agentId), {
    tokensUsage: FieldValue.increment(args.inputTokens + args.outputTokens),
  });
}
