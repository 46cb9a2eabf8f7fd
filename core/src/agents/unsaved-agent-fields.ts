import { ZAgentEditable } from './agent';
import { sameAgentValue } from './merge-agent-draft';

const EDITABLE_FIELDS = Object.keys(ZAgentEditable.shape);
/** Objects whose parts are set one by one in the dashboard, so the save bar names the part. */
const NAMED_BY_PART = new Set(['ui']);

/**
 * The editable fields where the draft differs from the server copy, in schema order, for a save bar
 * that says what is unsaved: `title`, `lang`, and for `ui` its parts (`ui.widgetType`).
 */
export function unsavedAgentFields(draft: Record<string, unknown>, server: Record<string, unknown>): string[] {
  const fields: string[] = [];
  for (const field of EDITABLE_FIELDS) {
    const [local, saved] = [draft[field], server[field]];
    if (sameAgentValue(local, saved)) continue;
    if (NAMED_BY_PART.has(field) && isRecord(local) && isRecord(saved)) {
      const parts = new Set([...Object.keys(local), ...Object.keys(saved)]);
      for (const part of parts) if (!sameAgentValue(local[part], saved[part])) fields.push(`${field}.${part}`);
    } else {
      fields.push(field);
    }
  }
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
