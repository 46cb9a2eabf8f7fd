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
