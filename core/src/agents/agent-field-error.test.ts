import { describe, expect, it } from 'vitest';
import { ZAgentEditable } from './agent';
import { AGENT_GREETING_TOO_MANY } from './agent-greeting';
import { agentFieldError } from './agent-field-error';
import { INVALID_NUMBER } from './agent-shell-messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('agentFieldError', () => {
  it('asks for a number when a number field is empty (NaN)', () => {
    const schema = ZAgentEditable.pick({ vg_maxTokens: true });
    expect(firstMessage(schema.safeParse({ vg_maxTokens: Number.NaN }, { error: agentFieldError }))).toBe(
      INVALID_NUMBER,
    );
  });

  it('says how many greeting messages are allowed', () => {
    const schema = ZAgentEditable.pick({ vg_initMessages: true });
    const messages = Array.from({ length: 11 }, (_, i) => `Message ${i}`);
    expect(firstMessage(schema.safeParse({ vg_initMessages: messages }, { error: agentFieldError }))).toBe(
      AGENT_GREETING_TOO_MANY,
    );
  });

  it('gives a character limit in words', () => {
    const schema = ZAgentEditable.pick({ description: true });
    expect(firstMessage(schema.safeParse({ description: 'x'.repeat(501) }, { error: agentFieldError }))).toBe(
      'At most 500 characters.',
    );
  });

  it("leaves the schema's own messages alone", () => {
    const schema = ZAgentEditable.pick({ vg_maxTokens: true });
    expect(firstMessage(schema.safeParse({ vg_maxTokens: 0 }, { error: agentFieldError }))).toBe(
      'Max tokens must be at least 1.',
    );
  });
});
