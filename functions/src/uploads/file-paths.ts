import { apiBasePath, type TRegion } from '@parley/core';

/** Stored files: `files/…` kept, `tmp/…` kept a day (temporary uploads), then workspace, agent, name. */
export const FILE_KINDS = ['files', 'tmp'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

export function uploadedFilePath(args: {
  temporary: boolean;
  workspaceId: string;
  agentId: string;
  name: string;
}): string {
  const kind: TFileKind = args.temporary ? 'tmp' : 'files';
  return `${kind}/${args.workspaceId}/${args.agentId}/${args.name}`;
}

/**
 * The address that serves a stored file: the regional API's /files route on Parley's public origin
 * (PARLEY_PUBLIC_URL, e.g. https://app.example.com; the local stack sets it). Absolute, because
 * widgets on other sites show these images.
 */
export function filePublicUrl(env: NodeJS.ProcessEnv, region: TRegion, path: string): string {
  const origin = (env.PARLEY_PUBLIC_URL ?? '').replace(/\/+$/, '');
  return `${origin}${apiBasePath(region)}/${path}`;
}
