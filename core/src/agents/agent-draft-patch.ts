import { ZAgentEditable, ZAgentPatch, type TAgentPatch } from './agent';
import { agentFieldError } from './agent-field-error';
import { sameAgentValue } from './merge-agent-draft';

export type TAgentDraftPatch = { ok: true; patch: TAgentPatch } | { ok: false; field: string; message: string };

const EDITABLE_FIELDS = Object.keys(ZAgentEditable.shape);

/**
 * What Publish sends: the editable fields where the local draft differs from the server copy,
 * checked with `ZAgentPatch` (server-owned fields such as ID, lastModified or SECRET_API_KEY never
 * leave). Sending only the changed fields keeps a publish from overwriting fields somebody else
 * changed meanwhile. A field that fails its schema gives its path and message instead.
 */
export function agentDraftPatch(draft: Record<string, unknown>, server: Record<string, unknown>): TAgentDraftPatch {
  const changed: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    if (!sameAgentValue(draft[field], server[field])) changed[field] = draft[field];
  }
  const parsed = ZAgentPatch.safeParse(changed, { error: agentFieldError });
  if (parsed.success) return { ok: true, patch: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: issue ? issue.path.map(String).join('.') : '',
    message: issue?.message ?? 'Invalid agent.',
  };
}
