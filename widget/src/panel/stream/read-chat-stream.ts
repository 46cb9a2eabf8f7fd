import type { TChatEvent } from '@parley/core/chat/chat-calls';
import { createSseParser } from '@parley/core/chat/sse-parser';
import { toChatEvent } from './to-chat-event';

/**
 * Reads a chat answer (`text/event-stream`) as it arrives and hands over each chat event. Resolves
 * when the stream ends; rejects when it breaks. Events that are not JSON chat events are skipped.
 */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: TChatEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(({ data }) => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const event = toChatEvent(json);
    if (event) onEvent(event);
  });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}
