import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskFileStorage } from './file-storage';

const root = mkdtempSync(join(tmpdir(), 'parley-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('diskFileStorage', () => {
  const storage = diskFileStorage(root, 'eu');

  it('keeps bytes and content type, and forgets them on removal', async () => {
    await storage.save('files/w/a/x.png', Buffer.from([1, 2, 3]), 'image/png');
    expect(await storage.read('files/w/a/x.png')).toEqual({ bytes: Buffer.from([1, 2, 3]), contentType: 'image/png' });
    await storage.remove('files/w/a/x.png');
    expect(await storage.read('files/w/a/x.png')).toBeNull();
  });

  it('keeps regions apart and never leaves its folder', async () => {
    await storage.save('files/w/a/y.txt', Buffer.from('eu'), 'text/plain');
    expect(await diskFileStorage(root, 'na').read('files/w/a/y.txt')).toBeNull();
    await expect(storage.save('../../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/escapes/);
    expect(await storage.read('../na/files/w/a/y.txt')).toBeNull();
  });
});

describe('temporary uploads', () => {
  it('are removed a day after they were stored; kept files and newer ones stay', async () => {
    const { utimes } = await import('node:fs/promises');
    const { cleanTemporaryUploads } = await import('../uploads/clean-temporary-uploads');
    const storage = diskFileStorage(root, 'na');
    const now = Date.parse('2026-11-23T12:00:00Z');
    const aged = async (path: string, hoursAgo: number) => {
      await storage.save(path, Buffer.from(path), 'text/plain');
      const when = new Date(now - hoursAgo * 3_600_000);
      await utimes(join(root, 'na', path), when, when);
    };
    await aged('tmp/w/a/old.png', 25);
    await aged('tmp/w/b/old.txt', 48);
    await aged('tmp/w/a/new.png', 23);
    await aged('files/w/a/kept.png', 24 * 400);

    const deps = { env: { PARLEY_FILES_DIR: root }, nowMs: () => now };
    expect(await cleanTemporaryUploads(deps, 'na')).toEqual({ removed: 2 });
    expect(await storage.read('tmp/w/a/old.png')).toBeNull();
    expect(await storage.read('tmp/w/b/old.txt')).toBeNull();
    expect(await storage.read('tmp/w/a/new.png')).not.toBeNull();
    expect(await storage.read('files/w/a/kept.png')).not.toBeNull();
    // Nothing to do, and nothing configured, are both fine.
    expect(await cleanTemporaryUploads(deps, 'na')).toEqual({ removed: 0 });
    expect(await cleanTemporaryUploads({ env: {}, nowMs: () => now }, 'na')).toEqual({ removed: 0 });
    expect(
      await cleanTemporaryUploads({ env: { PARLEY_FILES_DIR: join(root, 'none') }, nowMs: () => now }, 'eu'),
    ).toEqual({
      removed: 0,
    });
  });
});
