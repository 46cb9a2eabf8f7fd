/**
 * An incremental parser of `text/event-stream` bodies (the HTML standard's event stream format):
 * feed it text chunks as they arrive, split anywhere; it calls `onEvent` with each event's `data`
 * (multi-line data joined by '\n') and `event` name. Comments and unknown fields are skipped.
 * Dependency-free: the server reads LLM streams with it, the widget reads chat streams.
 */
export interface TSseEvent {
  event: string;
  data: string;
}

export function createSseParser(onEvent: (event: TSseEvent) => void) {
  let buffer = '';
  let data: string[] = [];
  let event = '';

  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };

  return {
    push(chunk: string): void {
      buffer += chunk;
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // A lone '\r' at the end may be the first half of '\r\n': wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) break;
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
      }
    },
    /** The stream ended: an event without its closing blank line is still delivered. */
    end(): void {
      if (buffer) line(buffer);
      buffer = '';
      line('');
    },
  };
}
