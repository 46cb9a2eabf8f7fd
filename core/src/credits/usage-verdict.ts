/**
 * Whether a widget may go on chatting (widget-and-channels §4, §7): the owner has credits, the agent
 * has not reached its token cap (`maxTokensUsage`, 0 = none) nor its monthly message limit
 * (`messagesLimit`, 0 = none).
 */
export type TUsageStop = 'no-credits' | 'token-cap' | 'message-limit';

export function ownerMayContinue(loadTokens: number): boolean {
  return loadTokens > 0;
}

export function agentUsageStop(args: {
  ownerCredits: number;
  tokensUsage: number;
  maxTokensUsage: number;
  monthlyMessages: number;
  messagesLimit: number;
}): TUsageStop | null {
  if (!ownerMayContinue(args.ownerCredits)) return 'no-credits';
  if (args.maxTokensUsage > 0 && args.tokensUsage >= args.maxTokensUsage) return 'token-cap';
  if (args.messagesLimit > 0 && args.monthlyMessages >= args.messagesLimit) return 'message-limit';
  return null;
}

/**
 * The most tokens an answer may take: the agent's `vg_maxTokens`, and never more than what is left of
 * its `maxTokensUsage` cap (0: no cap), so the last answer before the cap cannot run far past it.
 */
export function answerTokenAllowance(args: { maxTokens: number; maxTokensUsage: number; tokensUsage: number }): number {
  if (args.maxTokensUsage <= 0) return args.maxTokens;
  return Math.max(1, Math.min(args.maxTokens, args.maxTokensUsage - args.tokensUsage));
}
