import { describe, expect, it } from 'vitest';
import { agentUsageStop, ownerMayContinue } from './usage-verdict';

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
