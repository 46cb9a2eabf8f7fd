import {
  ID_PATTERN,
  UPLOAD_CACHE_MAX_AGE_SECONDS,
  UPLOAD_FILE_NOT_FOUND,
  UPLOAD_TEMPORARY_TTL_SECONDS,
  type TRegion,
} from '@parley/core';
import { AppError } from '../platform/app-error';
import { productionDeps } from '../platform/deps';
import type { TRoute } from '../platform/http-router';
import { fileStorageFromEnv } from '../providers/file-storage';
import { FILE_KINDS, type TFileKind } from './file-paths';

const IMAGE = /^image\//;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,160}$/;

/**
 * GET {api}/{files|tmp}/{workspaceId}/{agentId}/{name}: an uploaded file, cached for a year (a temporary
 * one for the day it is kept). Served so
 * it can never act as a page of ours: nosniff, a sandboxing CSP, and non-images as downloads.
 */
export function fileRoutes(region: TRegion): TRoute[] {
  return FILE_KINDS.map((kind: TFileKind): TRoute => ({
    method: 'GET',
    path: `/${kind}/:workspaceId/:agentId/:name`,
    stream: async (_req, res, params) => {
      const { workspaceId = '', agentId = '', name = '' } = params;
      if (!ID_PATTERN.test(workspaceId) || !ID_PATTERN.test(agentId) || !NAME.test(name)) {
        throw new AppError('not-found', UPLOAD_FILE_NOT_FOUND);
      }
      const storage = await fileStorageFromEnv(productionDeps().env, region);
      const file = await storage?.read(`${kind}/${workspaceId}/${agentId}/${name}`);
      if (!file) throw new AppError('not-found', UPLOAD_FILE_NOT_FOUND);
      const image = IMAGE.test(file.contentType);
      res.status(200).set({
        'Content-Type': file.contentType,
        'Content-Length': String(file.bytes.length),
        'Cache-Control': `public, max-age=${kind === 'tmp' ? UPLOAD_TEMPORARY_TTL_SECONDS : UPLOAD_CACHE_MAX_AGE_SECONDS}, immutable`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'cross-origin',
        ...(image ? {} : { 'Content-Disposition': `attachment; filename="${name}"` }),
      });
      res.end(file.bytes);
    },
  }));
}
