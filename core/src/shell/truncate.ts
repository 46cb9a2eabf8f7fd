/** Workspace names in the workspace switcher: 20 characters in its button, 25 in its list (agency-shell §9). */
export const WORKSPACE_NAME_BUTTON_MAX = 20;
export const WORKSPACE_NAME_LIST_MAX = 25;

/**
 * `text` (trimmed) cut to `max` characters, counted as whole code points so an emoji is never split,
 * with an ellipsis added when something was cut.
 */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
}
