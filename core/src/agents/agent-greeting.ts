/** The greeting (vg_initMessages) holds at most this many messages (agent.ts schema). */
export const AGENT_GREETING_MESSAGES_MAX = 10;
export const AGENT_GREETING_TOO_MANY = `The greeting can have at most ${AGENT_GREETING_MESSAGES_MAX} messages.`;

/** The greeting messages as the text a builder edits: one message per line. */
export function greetingToText(messages: readonly string[]): string {
  return messages.join('\n');
}

/** Edited greeting text back to messages: one per non-blank line, trimmed. */
export function textToGreeting(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
