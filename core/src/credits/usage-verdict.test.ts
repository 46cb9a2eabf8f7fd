import { describe, expect, it } from 'vitest';
import { agentUsageStop, answerTokenAllowance, ownerMayContinue } from './usage-verdict';

const base = { ownerCredits: 10, tokensUsage: 0, maxTokensUsage: 0, monthlyMessages: 0, messagesLimit: 0 };

describe('usage verdict', () => {
  it('lets an agent go on while the owner has credits and no cap is reached', () => {
    expect(agentUsageStop(base)).toBeNull();
    expect(ownerMayContinue(1)).toBe(true);
  });

  it('stops when the owner has no credits left', () => {
    expect(ownerMayContinue(0)).toBe(false);
    expect(ownerMayContinue(-3)).toBe(false);
    expect(agentUsageStop({ ...base, ownerCredits: 0 })).toBe('no-credits');
  });

  it('treats a zero cap as no cap, and stops at the cap', () => {
    expect(agentUsageStop({ ...base, tokensUsage: 5_000_000 })).toBeNull();
    expect(agentUsageStop({ ...base, maxTokensUsage: 1000, tokensUsage: 999 })).toBeNull();
    expect(agentUsageStop({ ...base, maxTokensUsage: 1000, tokensUsage: 1000 })).toBe('token-cap');
  });

  it('stops at the monthly message limit', () => {
    expect(agentUsageStop({ ...base, messagesLimit: 50, monthlyMessages: 49 })).toBeNull();
    expect(agentUsageStop({ ...base, messagesLimit: 50, monthlyMessages: 50 })).toBe('message-limit');
  });
});

describe('answerTokenAllowance', () => {
  it("is the agent's max tokens, never more than what is left of its cap", () => {
    expect(answerTokenAllowance({ maxTokens: 1024, maxTokensUsage: 0, tokensUsage: 50_000 })).toBe(1024);
    expect(answerTokenAllowance({ maxTokens: 1024, maxTokensUsage: 10_000, tokensUsage: 2_000 })).toBe(1024);
    expect(answerTokenAllowance({ maxTokens: 1024, maxTokensUsage: 10_000, tokensUsage: 9_940 })).toBe(60);
    // At or past the cap the usage check refuses first; should a call still go out, it is one token.
    expect(answerTokenAllowance({ maxTokens: 1024, maxTokensUsage: 100, tokensUsage: 130 })).toBe(1);
  });
});
