/**
 * What a model call costs in credits (the spec names credits, not their price). A credit is worth
 * CREDIT_USD_VALUE; each model's price follows its provider's list price per 1,000 tokens.
 */
export const CREDIT_USD_VALUE = 0.001;

export interface TModelCreditPrice {
  /** Credits per 1,000 prompt tokens. */
  inputPer1k: number;
  /** Credits per 1,000 completion tokens. */
  outputPer1k: number;
}

export const MODEL_CREDIT_PRICES: Record<string, TModelCreditPrice> = {
  'gpt-4o': { inputPer1k: 2.5, outputPer1k: 10 },
  'gpt-4o-mini': { inputPer1k: 0.15, outputPer1k: 0.6 },
  'gpt-4.1': { inputPer1k: 2, outputPer1k: 8 },
  'gpt-4.1-mini': { inputPer1k: 0.4, outputPer1k: 1.6 },
  'o4-mini': { inputPer1k: 1.1, outputPer1k: 4.4 },
};

/**
 * Any other model id (a local server's, or a pricier model a builder typed in) is priced at the highest
 * known rates, so an unknown model can never be cheaper in credits than what it may cost.
 */
export const DEFAULT_MODEL_CREDIT_PRICE: TModelCreditPrice = {
  inputPer1k: Math.max(...Object.values(MODEL_CREDIT_PRICES).map((p) => p.inputPer1k)),
  outputPer1k: Math.max(...Object.values(MODEL_CREDIT_PRICES).map((p) => p.outputPer1k)),
};

/** Every LLM call costs at least this much. */
export const MIN_CREDITS_PER_CALL = 1;

/** When a provider does not report usage: about four characters per token. */
export const CHARS_PER_TOKEN_ESTIMATE = 4;

export function modelCreditPrice(modelId: string): TModelCreditPrice {
  return MODEL_CREDIT_PRICES[modelId] ?? DEFAULT_MODEL_CREDIT_PRICE;
}

/** Credits of one call: whole credits, rounded up, never below MIN_CREDITS_PER_CALL. */
export function creditsForCall(modelId: string, inputTokens: number, outputTokens: number): number {
  const price = modelCreditPrice(modelId);
  const exact = (inputTokens / 1000) * price.inputPer1k + (outputTokens / 1000) * price.outputPer1k;
  // Round away float noise (0.1 + 0.2) before rounding up.
  return Math.max(MIN_CREDITS_PER_CALL, Math.ceil(Math.round(exact * 1e6) / 1e6));
}

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN_ESTIMATE);
}
