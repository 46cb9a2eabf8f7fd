import { z } from 'zod';
import { ZAgent } from './agent';

/** How many version backups of one agent are kept; saving one more removes the oldest. */
export const AGENT_BACKUPS_KEPT = 20;
export const AGENT_BACKUP_ID_LENGTH = 20;

/**
 * The agent as a version backup keeps it: everything but SECRET_API_KEY, so that restoring a backup can
 * never bring back a key that was regenerated since.
 */
export const ZBackedUpAgent = ZAgent.omit({ SECRET_API_KEY: true });
export type TBackedUpAgent = z.infer<typeof ZBackedUpAgent>;

/** A stored version backup (top-level collection `agentBackups`), saved on every Publish. */
export const ZAgentBackup = z.object({
  ID: z.string(),
  agentId: z.string(),
  /** The agent's workspace. */
  ownerID: z.string(),
  /** When it was saved, unix ms. */
  ts: z.number().int(),
  /** Firebase Auth uid of the builder who published. */
  savedBy: z.string(),
  agent: ZBackedUpAgent,
});
export type TAgentBackup = z.infer<typeof ZAgentBackup>;
