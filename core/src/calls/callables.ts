import type { z } from 'zod';
import {
  ZConvertAgentTemplateInput,
  ZConvertAgentTemplateOutput,
  ZGetAgentInput,
  ZGetAgentOutput,
  ZGetLatestBackupInput,
  ZGetLatestBackupOutput,
  ZListAgentsInput,
  ZListAgentsOutput,
  ZRegenerateAgentSecretInput,
  ZRegenerateAgentSecretOutput,
  ZSaveAgentBackupInput,
  ZSaveAgentBackupOutput,
  ZSaveAgentInput,
  ZSaveAgentOutput,
} from '../agents/agent-calls';
import {
  ZCompleteOnboardingInput,
  ZCompleteOnboardingOutput,
  ZEnsureAccountInput,
  ZEnsureAccountOutput,
  ZListWorkspacesInput,
  ZListWorkspacesOutput,
} from '../workspaces/workspace-calls';
import {
  ZGetConversationInput,
  ZGetConversationOutput,
  ZListConversationsInput,
  ZListConversationsOutput,
} from '../chat/chat-calls';
import { ZGetAgentAnalyticsInput, ZGetAgentAnalyticsOutput } from '../widget/agent-analytics';
import { ZUploadFileInput, ZUploadFileOutput } from '../uploads/upload-calls';
import {
  ZAddKnowledgeSourceInput,
  ZAddKnowledgeSourceOutput,
  ZDeleteKnowledgeDocInput,
  ZDeleteKnowledgeDocOutput,
  ZGetKnowledgeDocInput,
  ZGetKnowledgeDocOutput,
  ZListKnowledgeDocsInput,
  ZListKnowledgeDocsOutput,
  ZReindexKnowledgeDocInput,
  ZReindexKnowledgeDocOutput,
  ZSearchKnowledgeInput,
  ZSearchKnowledgeOutput,
  ZUpdateKnowledgeDocInput,
  ZUpdateKnowledgeDocOutput,
} from '../kb/kb-calls';

/**
 * Every callable of the dashboard, by name, with its input and output schema.
 * Functions parse with `input`; the client is typed from both. Each is served in both regions
 * at `/{region}/fn/{name}` (see firebase.json).
 */
export const CALLABLES = {
  ensureAccount: { input: ZEnsureAccountInput, output: ZEnsureAccountOutput },
  completeOnboarding: { input: ZCompleteOnboardingInput, output: ZCompleteOnboardingOutput },
  listWorkspaces: { input: ZListWorkspacesInput, output: ZListWorkspacesOutput },
  convertAgentTemplateToAgent: { input: ZConvertAgentTemplateInput, output: ZConvertAgentTemplateOutput },
  listAgents: { input: ZListAgentsInput, output: ZListAgentsOutput },
  getAgent: { input: ZGetAgentInput, output: ZGetAgentOutput },
  saveAgent: { input: ZSaveAgentInput, output: ZSaveAgentOutput },
  listConversations: { input: ZListConversationsInput, output: ZListConversationsOutput },
  getConversation: { input: ZGetConversationInput, output: ZGetConversationOutput },
  getAgentAnalytics: { input: ZGetAgentAnalyticsInput, output: ZGetAgentAnalyticsOutput },
  uploadFile: { input: ZUploadFileInput, output: ZUploadFileOutput },
  regenerateAgentSecret: { input: ZRegenerateAgentSecretInput, output: ZRegenerateAgentSecretOutput },
  saveAgentBackup: { input: ZSaveAgentBackupInput, output: ZSaveAgentBackupOutput },
  getLatestBackup: { input: ZGetLatestBackupInput, output: ZGetLatestBackupOutput },
  addKnowledgeSource: { input: ZAddKnowledgeSourceInput, output: ZAddKnowledgeSourceOutput },
  listKnowledgeDocs: { input: ZListKnowledgeDocsInput, output: ZListKnowledgeDocsOutput },
  getKnowledgeDoc: { input: ZGetKnowledgeDocInput, output: ZGetKnowledgeDocOutput },
  searchKnowledge: { input: ZSearchKnowledgeInput, output: ZSearchKnowledgeOutput },
  reindexKnowledgeDoc: { input: ZReindexKnowledgeDocInput, output: ZReindexKnowledgeDocOutput },
  deleteKnowledgeDoc: { input: ZDeleteKnowledgeDocInput, output: ZDeleteKnowledgeDocOutput },
  updateKnowledgeDoc: { input: ZUpdateKnowledgeDocInput, output: ZUpdateKnowledgeDocOutput },
} as const;

export type TCallableName = keyof typeof CALLABLES;
export const CALLABLE_NAMES = Object.keys(CALLABLES) as TCallableName[];
export type TCallableInput<N extends TCallableName> = z.input<(typeof CALLABLES)[N]['input']>;
export type TCallableOutput<N extends TCallableName> = z.infer<(typeof CALLABLES)[N]['output']>;
