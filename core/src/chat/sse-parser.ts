/**
 * An incremental parser of `text/event-stream` bodies (WHATWG HTML §9.2.6), shared by the server (LLM
 * streams) and the widget (chat streams): feed it text chunks as they arrive, split anywhere (mid-line,
 * mid-CRLF); lines end in LF, CRLF or CR; `data:` lines accumulate; a blank line dispatches; comments
 * and unknown fields are skipped. `end()` dispatches a final event the server did not close with a
 * blank line. Dependency-free.
 */
/** One server-sent event: its type (default `message`) and its data lines joined by newlines. */
export interface TSseEvent {
  event: string;
  data: string;
}

export function createSseParser(onEvent: (event: TSseEvent) => void) {
  let buffer = '';
  let data: string[] = [];
  let type = '';
  let first = true;

  const dispatch = () => {
    if (data.length) onEvent({ event: type || 'message', data: data.join('\n') });
    data = [];
    type = '';
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
  };

  return {
    push(chunk: string): void {
      if (first && chunk) {
        first = false;
        if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      }
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        // A CR last in the buffer may be the first half of a CRLF: wait for the next chunk.
        if (c === '\r' && i === buffer.length - 1) break;
        line(buffer.slice(start, i));
        if (c === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end(): void {
      if (buffer) line(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}
