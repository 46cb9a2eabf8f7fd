import { z } from 'zod';

export const CREDIT_DIRECTIONS = ['increase', 'decrease'] as const;
export const CREDIT_CAUSES = ['agent', 'feature'] as const;

/**
 * A credit log entry (workspaces-and-billing §3), top-level collection `creditLogs` of the region,
 * written in the same batch as the balance change it records. `workspaceId` names the balance.
 */
export const ZCreditLogEntry = z.object({
  workspaceId: z.string(),
  amount: z.number().int().nonnegative(),
  direction: z.enum(CREDIT_DIRECTIONS),
  causedBy: z.enum(CREDIT_CAUSES),
  agentId: z.string().optional(),
  inputTokens: z.number().int().nonnegative().optional(),
  outputTokens: z.number().int().nonnegative().optional(),
  modelId: z.string().optional(),
  /** Unix milliseconds. */
  ts: z.number(),
});
export type TCreditLogEntry = z.infer<typeof ZCreditLogEntry>;
