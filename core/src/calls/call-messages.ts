/** What the dashboard says when a call fails without a message meant for people (spec §8: failure bodies are not shown). */
export const CALL_UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';
export const CALL_SERVER_FAILED = 'Something went wrong on our side. Please try again in a moment.';

/**
 * The message to show for a failed call: the server's own, unless it is a bare status code such as
 * 'INTERNAL' (an unexpected server failure) or missing.
 */
export function callFailureMessage(code: string, message: string | undefined): string {
  const bare = !message || message.trim() === '' || message.toUpperCase().replace(/ /g, '_') === message;
  if (bare && (code === 'internal' || code === 'unknown' || !message)) return CALL_SERVER_FAILED;
  return message;
}
