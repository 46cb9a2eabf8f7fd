/** Fields ignored when deciding whether the local agent differs from the server's (workspaces §4 Publish). */
export const PUBLISH_IGNORED_FIELDS = ['lastModified', 'ts', 'ownerID', 'userId'] as const;

function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, normalize(v)]);
    return Object.fromEntries(entries);
  }
  return value;
}

/** True when the local agent equals the server's, ignoring the publish-ignored fields. */
export function isAgentPublished(local: Record<string, unknown>, server: Record<string, unknown>): boolean {
  const strip = (agent: Record<string, unknown>) => {
    const copy = { ...agent };
    for (const field of PUBLISH_IGNORED_FIELDS) delete copy[field];
    return JSON.stringify(normalize(copy));
  };
  return strip(local) === strip(server);
}
