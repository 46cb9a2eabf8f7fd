import { describe, expect, it } from 'vitest';
import {
  creditsForCall,
  DEFAULT_MODEL_CREDIT_PRICE,
  estimateTokens,
  MIN_CREDITS_PER_CALL,
  modelCreditPrice,
} from './credit-pricing';

describe('credit pricing', () => {
  it('prices a call by its model, rounding up to whole credits', () => {
    // gpt-4o: 1,000 in × 2.5 + 300 out × 10 per 1,000 = 2.5 + 3 = 5.5 → 6
    expect(creditsForCall('gpt-4o', 1000, 300)).toBe(6);
    // gpt-4o-mini: 10,000 × 0.15 + 2,000 × 0.6 per 1,000 = 1.5 + 1.2 = 2.7 → 3
    expect(creditsForCall('gpt-4o-mini', 10_000, 2000)).toBe(3);
  });

  it('does not round exact sums up because of float noise', () => {
    // 4,000 × 2.5 / 1,000 = 10 exactly
    expect(creditsForCall('gpt-4o', 4000, 0)).toBe(10);
    expect(creditsForCall('gpt-4.1', 100, 100)).toBe(1);
  });

  it('charges at least the minimum, even for an empty call', () => {
    expect(creditsForCall('gpt-4o', 0, 0)).toBe(MIN_CREDITS_PER_CALL);
    expect(creditsForCall('gpt-4o-mini', 10, 10)).toBe(MIN_CREDITS_PER_CALL);
  });

  it('prices unknown models at the highest known rates', () => {
    expect(modelCreditPrice('o1-pro')).toEqual(DEFAULT_MODEL_CREDIT_PRICE);
    expect(DEFAULT_MODEL_CREDIT_PRICE).toEqual({ inputPer1k: 2.5, outputPer1k: 10 });
    for (const known of ['gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'o4-mini']) {
      expect(creditsForCall('llama3.1:8b', 1000, 300)).toBeGreaterThanOrEqual(creditsForCall(known, 1000, 300));
    }
  });

  it('estimates tokens at four characters each, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });
});
