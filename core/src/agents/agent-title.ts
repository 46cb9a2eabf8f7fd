/**
 * Agent titles in the agent switcher: 20 characters in its button, 30 in its list (agency-shell §9).
 * Cut with `truncateText` (shell/truncate).
 */
export const AGENT_TITLE_BUTTON_CHARS = 20;
export const AGENT_TITLE_LIST_CHARS = 30;

/**
 * The initials shown for an agent without a picture, as the dashboard's avatars (Mantine's `name`) draw
 * them, so the widget and the dashboard agree: the first letters of the first two words, or the first two
 * letters of a single word.
 */
export function agentInitials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [...words[0]!].slice(0, 2) : words.slice(0, 2).map((word) => [...word][0]);
  return letters.join('').toUpperCase();
}
