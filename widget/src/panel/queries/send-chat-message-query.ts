import type { TChatEvent, TChatRequest } from '@parley/core/chat/chat-calls';
import { QueryError } from '../../shared/queries/query-error';
import { readChatStream } from '../stream/read-chat-stream';

/**
 * POST a visitor message to the agent's `chatUrl` and read the streamed answer, handing over each
 * event as it arrives. Throws a QueryError with the status and the server's message when the request
 * is refused before streaming (400, 404, 402/412, 429, 5xx); with status 0 when the network fails or
 * the stream breaks (what arrived before was already handed over).
 */
export async function sendChatMessageQuery(
  url: string,
  request: TChatRequest,
  onEvent: (event: TChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    throw new QueryError(0, error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) throw await QueryError.fromResponse(response);
  if (!response.body) throw new QueryError(0, 'empty answer');
  try {
    await readChatStream(response.body, onEvent);
  } catch (error) {
    throw new QueryError(0, error instanceof Error ? error.message : 'stream broken');
  }
}
