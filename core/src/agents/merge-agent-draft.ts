/**
 * Deep equality for plain data (agent records): objects by their defined keys, arrays by position,
 * primitives by `Object.is` (so NaN equals NaN). An `undefined` field counts as absent.
 */
export function sameAgentValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameAgentValue(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameAgentValue(a[key], b[key])) return false;
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeValue(base: unknown, local: unknown, server: unknown): unknown {
  if (sameAgentValue(local, base)) return server;
  if (isPlainObject(base) && isPlainObject(local) && isPlainObject(server)) return mergeRecord(base, local, server);
  return local;
}

function mergeRecord(
  base: Record<string, unknown>,
  local: Record<string, unknown>,
  server: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(server), ...Object.keys(local), ...Object.keys(base)]);
  for (const key of keys) {
    const value = mergeValue(base[key], local[key], server[key]);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/**
 * Bring a newer server copy of an agent into the local draft without losing unsaved edits
 * (agency-shell §4 "the agent record is watched live and changes are merged").
 *
 * A three-way merge against `base`, the server copy the draft was last in step with: a field the
 * user changed (local differs from base) keeps the user's value; every other field takes the
 * server's value. Plain objects (ui, vgOptions, voiceConfig …) are merged field by field; arrays
 * (greeting messages, nodes) are whole values.
 */
export function mergeAgentDraft<T extends Record<string, unknown>>(args: { base: T; local: T; server: T }): T {
  return mergeRecord(args.base, args.local, args.server) as T;
}
