/**
 * Where uploaded files live. Locally (and whenever PARLEY_FILES_DIR is set) a folder on disk, which
 * the local stack puts under emulators/data/files; in production a Cloud Storage bucket per region
 * (PARLEY_BUCKET_EU / PARLEY_BUCKET_NA). Paths are relative, validated by the caller.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { TRegion } from '@parley/core';

export interface TStoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface TFileStorage {
  save(path: string, bytes: Buffer, contentType: string): Promise<void>;
  read(path: string): Promise<TStoredFile | null>;
  remove(path: string): Promise<void>;
  /** Removes the files under `prefix` (a folder such as `tmp/`) stored before `cutoffMs`; how many. */
  removeOlderThan(prefix: string, cutoffMs: number): Promise<number>;
}

/** A folder per region on local disk; the content type is kept beside each file. */
export function diskFileStorage(root: string, region: TRegion): TFileStorage {
  const base = resolve(root, region);
  const full = (path: string) => {
    const target = resolve(base, path);
    if (!target.startsWith(base + sep)) throw new Error('file path escapes the storage folder');
    return target;
  };
  return {
    async save(path, bytes, contentType) {
      const target = full(path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
      await writeFile(`${target}.type`, contentType);
    },
    async read(path) {
      try {
        const target = full(path);
        const [bytes, contentType] = await Promise.all([readFile(target), readFile(`${target}.type`, 'utf8')]);
        return { bytes, contentType };
      } catch {
        return null;
      }
    },
    async remove(path) {
      const target = full(path);
      await Promise.all([rm(target, { force: true }), rm(`${target}.type`, { force: true })]);
    },
    async removeOlderThan(prefix, cutoffMs) {
      const folder = full(prefix);
      let entries: string[];
      try {
        entries = await readdir(folder, { recursive: true });
      } catch {
        return 0; // nothing stored there yet
      }
      let removed = 0;
      for (const entry of entries) {
        if (entry.endsWith('.type')) continue;
        const target = join(folder, entry);
        const info = await stat(target).catch(() => null);
        if (!info?.isFile() || info.mtimeMs >= cutoffMs) continue;
        await Promise.all([rm(target, { force: true }), rm(`${target}.type`, { force: true })]);
        removed++;
      }
      return removed;
    },
  };
}

/** Cloud Storage through firebase-admin (production; not exercised by the local stack). */
export async function bucketFileStorage(bucketName: string): Promise<TFileStorage> {
  const { getStorage } = await import('firebase-admin/storage');
  const { authApp } = await import('../platform/auth-app');
  const bucket = getStorage(authApp()).bucket(bucketName);
  return {
    async save(path, bytes, contentType) {
      await bucket.file(path).save(bytes, { contentType, resumable: false });
    },
    async read(path) {
      const file = bucket.file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: String(metadata.contentType ?? 'application/octet-stream') };
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    async removeOlderThan(prefix, cutoffMs) {
      const [files] = await bucket.getFiles({ prefix });
      const old = files.filter((file) => Date.parse(String(file.metadata.timeCreated ?? '')) < cutoffMs);
      await Promise.all(old.map((file) => file.delete({ ignoreNotFound: true })));
      return old.length;
    },
  };
}

/** The storage of a region as configured; null when nothing is (the upload operation says so). */
export async function fileStorageFromEnv(env: NodeJS.ProcessEnv, region: TRegion): Promise<TFileStorage | null> {
  if (env.PARLEY_FILES_DIR) return diskFileStorage(env.PARLEY_FILES_DIR, region);
  const bucket = env[`PARLEY_BUCKET_${region.toUpperCase()}`];
  return bucket ? bucketFileStorage(bucket) : null;
}
