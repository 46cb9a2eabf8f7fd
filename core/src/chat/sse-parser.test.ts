import { describe, expect, it } from 'vitest';
import { createSseParser, type TSseEvent } from './sse-parser';

function parse(chunks: string[], end = true): TSseEvent[] {
  const events: TSseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  if (end) parser.end();
  return events;
}

const STREAM =
  'data: {"type":"start","conversationId":"abc","offline":false}\n\n' +
  'data: {"type":"delta","text":"Hel"}\n\n' +
  'data: {"type":"delta","text":"lo"}\n\n' +
  'data: {"type":"done","messageId":"m1","offline":false,"credits":1}\n\n';

describe('createSseParser', () => {
  it('reads several events in one chunk', () => {
    expect(parse([STREAM]).map((e) => JSON.parse(e.data).type)).toEqual(['start', 'delta', 'delta', 'done']);
  });

  it('gives the same events however the stream is split, even one character at a time', () => {
    const whole = parse([STREAM]);
    for (const size of [1, 2, 3, 7, 13]) {
      const chunks: string[] = [];
      for (let i = 0; i < STREAM.length; i += size) chunks.push(STREAM.slice(i, i + size));
      expect(parse(chunks)).toEqual(whole);
    }
  });

  it('handles chunks split mid-line and mid-field name', () => {
    expect(parse(['da', 'ta: {"type":"del', 'ta","text":"x"}\n', '\n'])).toEqual([
      { event: 'message', data: '{"type":"delta","text":"x"}' },
    ]);
  });

  it('accepts CRLF and CR line endings, also with the CRLF split across chunks', () => {
    expect(parse(['data: a\r\n\r\ndata: b\r\r'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
    expect(parse(['data: a\r', '\n\r', '\ndata: b\r\n', '\r\n'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
    // A CR then LF in the next chunk is one line end, not a blank line that dispatches early.
    expect(parse(['data: a\r', '\ndata: b\n\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('joins multi-line data, skips comments and unknown fields, keeps the event name', () => {
    expect(parse([': keep-alive\n\nevent: note\nid: 7\nretry: 100\ndata: one\ndata:two\nfoo: bar\n\n'])).toEqual([
      { event: 'note', data: 'one\ntwo' },
    ]);
  });

  it('does not dispatch an event without data', () => {
    expect(parse(['event: ping\n\n: comment\n\n'])).toEqual([]);
  });

  it('strips a byte-order mark and only one space after the colon', () => {
    expect(parse(['\ufeffdata:  two spaces\n\n'])).toEqual([{ event: 'message', data: ' two spaces' }]);
  });

  it('dispatches a last event the server did not end with a blank line, only at the end', () => {
    expect(parse(['data: {"type":"done"}'], false)).toEqual([]);
    expect(parse(['data: {"type":"done"}'])).toEqual([{ event: 'message', data: '{"type":"done"}' }]);
    expect(parse(['data: last\r'])).toEqual([{ event: 'message', data: 'last' }]);
  });

  it('keeps multi-byte text intact (decoding is the caller’s TextDecoder stream)', () => {
    expect(parse(['data: {"text":"héllo 👋"}\n\n'])[0]!.data).toBe('{"text":"héllo 👋"}');
  });
});
