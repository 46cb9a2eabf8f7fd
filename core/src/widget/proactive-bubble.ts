/** The proactive bubble and launcher badge (widget-and-channels §4 "Widget runtime", §9). Dependency-free. */

export const PROACTIVE_BUBBLE_DELAY_MS = 1000;
/** A dismissal is remembered for this long, then the bubble may show again. */
export const BUBBLE_DISMISSAL_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** This proactiveMessage value turns the bubble off (in any case: phones capitalise 'None'). */
export const PROACTIVE_MESSAGE_NONE = 'none';

/** The proactive message to show, or '' when there is none or it is turned off. */
export function proactiveMessageText(proactiveMessage: string): string {
  const message = proactiveMessage.trim();
  return message.toLowerCase() === PROACTIVE_MESSAGE_NONE ? '' : message;
}

export function shouldShowProactiveBubble(args: {
  proactiveMessage: string;
  autoStart: boolean;
  /** When the visitor dismissed it (unix ms), or null. */
  dismissedAt: number | null;
  nowMs: number;
  chatOpen: boolean;
}): boolean {
  if (!proactiveMessageText(args.proactiveMessage)) return false;
  if (args.autoStart || args.chatOpen) return false;
  if (args.dismissedAt !== null && args.nowMs - args.dismissedAt <= BUBBLE_DISMISSAL_EXPIRY_MS) return false;
  return true;
}

/** The launcher badge: 1, then 2 once the bubble has appeared; none after the chat was opened. */
export function launcherBadgeCount(args: { bubbleShown: boolean; chatOpened: boolean }): number {
  if (args.chatOpened) return 0;
  return args.bubbleShown ? 2 : 1;
}
