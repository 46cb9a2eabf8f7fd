import { apiBasePath, type TRegion } from '@parley/core';
import { FILE_KINDS } from '../uploads/file-paths';

/**
 * The stored path of a knowledge file from the upload operation's `data.url`
 * ({origin}{api}/files/{workspaceId}/{agentId}/{name}), when it is an upload of this workspace's agent;
 * else null (an address of anything else is never read from storage).
 */
export function storedKbFilePath(fileUrl: string, region: TRegion, workspaceId: string, agentId: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(fileUrl).pathname);
  } catch {
    return null;
  }
  const base = `${apiBasePath(region)}/`;
  if (!pathname.startsWith(base)) return null;
  const [kind, workspace, agent, name, ...rest] = pathname.slice(base.length).split('/');
  if (!kind || !(FILE_KINDS as readonly string[]).includes(kind) || rest.length) return null;
  if (workspace !== workspaceId || agent !== agentId || !name || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,160}$/.test(name)) return null;
  return `${kind}/${workspace}/${agent}/${name}`;
}
