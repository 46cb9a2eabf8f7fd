import type { z } from 'zod';
import { AGENT_GREETING_TOO_MANY } from './agent-greeting';
import { INVALID_NUMBER } from './agent-shell-messages';

/**
 * Plain-language messages for the agent schema's checks that carry no message of their own, as a zod
 * error map (`schema.safeParse(value, { error: agentFieldError })`). Messages set in the schema win.
 */
export function agentFieldError(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return INVALID_NUMBER;
  if (issue.code === 'too_big' && issue.origin === 'array') return AGENT_GREETING_TOO_MANY;
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${String(issue.maximum)} characters.`;
  return undefined;
}
