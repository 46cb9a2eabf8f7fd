import { describe, expect, it } from 'vitest';
import {
  BUBBLE_DISMISSAL_EXPIRY_MS,
  launcherBadgeCount,
  proactiveMessageText,
  shouldShowProactiveBubble,
} from './proactive-bubble';

const now = Date.UTC(2026, 10, 23, 12);
const base = { proactiveMessage: 'Hi! Need help?', autoStart: false, dismissedAt: null, nowMs: now, chatOpen: false };

describe('proactive bubble', () => {
  it('shows by default', () => {
    expect(shouldShowProactiveBubble(base)).toBe(true);
  });

  it('does not show for none, an empty message, autostart or an open chat', () => {
    expect(shouldShowProactiveBubble({ ...base, proactiveMessage: 'none' })).toBe(false);
    expect(shouldShowProactiveBubble({ ...base, proactiveMessage: ' None ' })).toBe(false);
    expect(shouldShowProactiveBubble({ ...base, proactiveMessage: 'NONE' })).toBe(false);
    expect(shouldShowProactiveBubble({ ...base, proactiveMessage: '  ' })).toBe(false);
    expect(shouldShowProactiveBubble({ ...base, autoStart: true })).toBe(false);
    expect(shouldShowProactiveBubble({ ...base, chatOpen: true })).toBe(false);
  });

  it('gives the text to show, trimmed, or nothing when turned off', () => {
    expect(proactiveMessageText('  Hi there ')).toBe('Hi there');
    expect(proactiveMessageText('None')).toBe('');
    expect(proactiveMessageText('')).toBe('');
    expect(proactiveMessageText('None of your worries')).toBe('None of your worries');
  });

  it('stays dismissed for a day, then shows again', () => {
    expect(shouldShowProactiveBubble({ ...base, dismissedAt: now - 1000 })).toBe(false);
    expect(shouldShowProactiveBubble({ ...base, dismissedAt: now - BUBBLE_DISMISSAL_EXPIRY_MS })).toBe(false);
    expect(shouldShowProactiveBubble({ ...base, dismissedAt: now - BUBBLE_DISMISSAL_EXPIRY_MS - 1 })).toBe(true);
  });

  it('badges 1, then 2 once the bubble appeared, none once opened', () => {
    expect(launcherBadgeCount({ bubbleShown: false, chatOpened: false })).toBe(1);
    expect(launcherBadgeCount({ bubbleShown: true, chatOpened: false })).toBe(2);
    expect(launcherBadgeCount({ bubbleShown: true, chatOpened: true })).toBe(0);
  });
});
