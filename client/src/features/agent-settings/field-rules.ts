import type { z } from 'zod';
import { agentFieldError, ZAgentEditable, type TAgentEditable } from '@parley/core';

type TUi = TAgentEditable['ui'];

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : (result.error?.issues[0]?.message ?? 'This value is not valid.');
}

/** The message the core schema gives for a field's value, or undefined when it is accepted. */
export function agentFieldMessage<K extends keyof TAgentEditable>(field: K, value: unknown): string | undefined {
  return firstMessage(ZAgentEditable.shape[field].safeParse(value, { error: agentFieldError }));
}

/** The same for a part of `ui` (`ui.voiceButtonLabel`). */
export function uiFieldMessage<K extends keyof TUi>(part: K, value: unknown): string | undefined {
  return firstMessage(ZAgentEditable.shape.ui.shape[part].safeParse(value, { error: agentFieldError }));
}

/** The same for a part of an object field (`vg_kb_llm.searchPrompt`, `vgOptions.maxChunkSize`), given its schema. */
export function partFieldMessage(schema: z.ZodType, value: unknown): string | undefined {
  return firstMessage(schema.safeParse(value, { error: agentFieldError }));
}
