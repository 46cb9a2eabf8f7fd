import type { TChatEvent } from '@parley/core/chat/chat-calls';
import { describe, expect, it } from 'vitest';
import { readChatStream } from './read-chat-stream';

function streamOf(chunks: Uint8Array[], failAfter = false): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]!);
      else if (failAfter) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

async function read(body: ReadableStream<Uint8Array>): Promise<TChatEvent[]> {
  const events: TChatEvent[] = [];
  await readChatStream(body, (event) => events.push(event));
  return events;
}

describe('readChatStream', () => {
  it('decodes bytes split inside a multi-byte character and inside a line', async () => {
    const bytes = new TextEncoder().encode(
      'data: {"type":"start","conversationId":"c1","offline":true}\r\n\r\ndata: {"type":"delta","text":"Grüße 👋"}\r\n\r\n',
    );
    const chunks = [bytes.slice(0, 70), bytes.slice(70, 103), bytes.slice(103, 104), bytes.slice(104)];
    expect(await read(streamOf(chunks))).toEqual([
      { type: 'start', conversationId: 'c1', offline: true },
      { type: 'delta', text: 'Grüße 👋' },
    ]);
  });

  it('skips what is not a chat event', async () => {
    const text =
      'data: not json\n\ndata: {"type":"mystery"}\n\ndata: {"type":"delta"}\n\ndata: {"type":"error","message":"Busy","retryable":true}\n\n';
    expect(await read(streamOf([new TextEncoder().encode(text)]))).toEqual([
      { type: 'error', message: 'Busy', retryable: true },
    ]);
  });

  it('hands over what arrived before the stream broke, then rejects', async () => {
    const events: TChatEvent[] = [];
    const body = streamOf([new TextEncoder().encode('data: {"type":"delta","text":"Part"}\n\n')], true);
    await expect(readChatStream(body, (event) => events.push(event))).rejects.toThrow('network error');
    expect(events).toEqual([{ type: 'delta', text: 'Part' }]);
  });
});
