/** The upload operation and the file route against the local stack (files on local disk). */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CONTENT_MISMATCH, UPLOAD_PATH_INVALID } from '@parley/core';
import { newBuilder, stackClient, type TBuilder } from '../../../emulators/test-support';
import { UPLOAD_WRONG_WORKSPACE } from './upload-file';

const client = stackClient();
let owner: TBuilder;
let stranger: TBuilder;
let agentId: string;

/** The smallest valid PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function filesOnDisk(): number {
  const dir = process.env.PARLEY_FILES_DIR!;
  const walk = (d: string): number =>
    existsSync(d)
      ? readdirSync(d, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? walk(join(d, e.name)) : 1), 0)
      : 0;
  return walk(dir);
}

async function upload(input: Record<string, unknown>, who: TBuilder = owner) {
  return client.call(
    'eu',
    'uploadFile',
    { agentId, userId: owner.account.uid, temporary: false, ...input },
    who.session,
  );
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newBuilder(client, 'eu', 'uploader'), newBuilder(client, 'eu', 'outsider')]);
  const made = await client.call(
    'eu',
    'convertAgentTemplateToAgent',
    { agentName: 'Pictured', agentTemplate: 'blank-template' },
    owner.session,
  );
  agentId = made.agentCreated.ID;
});

describe('uploadFile', () => {
  it('stores an image and serves it for a year, safely', async () => {
    const { data } = await upload({ base64Payload: PNG.toString('base64'), targetPath: 'images/avatar.png' });
    expect(data.url).toMatch(
      new RegExp(`^${client.baseUrl}/api/eu/files/${owner.account.uid}/${agentId}/[A-Za-z0-9]{20}-avatar\\.png$`),
    );
    const res = await fetch(data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('stores a knowledge file and serves it as a download', async () => {
    const text = 'Opening hours: 9 to 5.\n'.repeat(100);
    const { data } = await upload({
      base64Payload: Buffer.from(text).toString('base64'),
      targetPath: 'kb/Opening Hours.txt'.replace(' ', '_'),
    });
    const res = await fetch(data.url);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await res.text()).toBe(text);
  });

  it('takes a temporary upload apart', async () => {
    const { data } = await upload({
      base64Payload: PNG.toString('base64'),
      targetPath: 'images/draft.png',
      temporary: true,
    });
    expect(data.url).toContain('/api/eu/tmp/');
    const res = await fetch(data.url);
    expect(res.status).toBe(200);
    // Kept a day (then removed by the daily clean-up, see file-storage.test.ts), so cached a day.
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
  });

  it('accepts a knowledge file of nearly the largest size', async () => {
    const big = Buffer.alloc(9_900_000, 'a');
    const { data } = await upload({ base64Payload: big.toString('base64'), targetPath: 'kb/big.txt' });
    expect(Number((await fetch(data.url, { method: 'GET' })).headers.get('content-length'))).toBe(big.length);
  });

  it('refuses the wrong type, size, content or path with a clear message, storing nothing', async () => {
    const before = filesOnDisk();
    const refusals: [Record<string, unknown>, string][] = [
      [
        { base64Payload: PNG.toString('base64'), targetPath: 'images/avatar.svg' },
        'Only PNG, JPG, JPEG, GIF, WEBP Files',
      ],
      [{ base64Payload: Buffer.alloc(2_000_001).toString('base64'), targetPath: 'images/huge.png' }, 'Max size: 2 MBs'],
      [
        { base64Payload: Buffer.from('<script>alert(1)</script>').toString('base64'), targetPath: 'images/x.png' },
        UPLOAD_CONTENT_MISMATCH,
      ],
      [
        { base64Payload: PNG.toString('base64'), targetPath: 'kb/tool.exe' },
        'Only PDF, DOCX, TXT, MD, CSV, HTML, HTM Files',
      ],
      [{ base64Payload: PNG.toString('base64'), targetPath: '../etc/passwd' }, UPLOAD_PATH_INVALID],
      [{ base64Payload: PNG.toString('base64'), targetPath: 'other/x.png' }, UPLOAD_PATH_INVALID],
      [{ base64Payload: 'not base64!', targetPath: 'images/x.png' }, 'base64Payload must be the file in base64.'],
      [
        { base64Payload: PNG.toString('base64'), targetPath: 'images/x.png', userId: stranger.account.uid },
        UPLOAD_WRONG_WORKSPACE,
      ],
    ];
    for (const [input, message] of refusals) {
      await expect(upload(input), JSON.stringify(input).slice(0, 80)).rejects.toMatchObject({
        status: 'INVALID_ARGUMENT',
        message,
      });
    }
    await expect(
      upload({ base64Payload: PNG.toString('base64'), targetPath: 'images/x.png' }, stranger),
    ).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect(filesOnDisk()).toBe(before);
  });

  it('answers 404 for unknown or malformed file addresses', async () => {
    for (const path of [`/files/${owner.account.uid}/${agentId}/nope.png`, `/files/a%20b/${agentId}/x.png`]) {
      const res = await fetch(`${client.baseUrl}/api/eu${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'This file does not exist.' });
    }
    // A climb out of the folder does not even reach the API (Hosting refuses it), and never a file.
    const climb = await fetch(`${client.baseUrl}/api/eu/files/${owner.account.uid}/${agentId}/..%2F..%2Fsecret`);
    expect(climb.status).toBe(404);
  });
});
