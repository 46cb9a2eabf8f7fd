import { describe, expect, it } from 'vitest';
import { createSseParser, type TSseEvent } from './sse-parser';

function parse(chunks: string[]): TSseEvent[] {
  const events: TSseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  chunks.forEach((c) => parser.push(c));
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads several events in one chunk', () => {
    expect(parse(['data: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: '{"b":2}' },
    ]);
  });

  it('joins events split anywhere, even inside a CRLF', () => {
    expect(parse(['da', 'ta: hel', 'lo\r', '\n\r', '\ndata: x\r\n\r\n'])).toEqual([
      { event: 'message', data: 'hello' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('joins multi-line data, keeps event names, skips comments', () => {
    expect(parse([': keep-alive\n', 'event: delta\ndata: one\ndata: two\n\n'])).toEqual([
      { event: 'delta', data: 'one\ntwo' },
    ]);
  });

  it('delivers a last event without its blank line when the stream ends', () => {
    expect(parse(['data: [DONE]'])).toEqual([{ event: 'message', data: '[DONE]' }]);
  });

  it('ignores blank lines without data', () => {
    expect(parse(['\n\n\n'])).toEqual([]);
  });
});
