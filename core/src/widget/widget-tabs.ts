/**
 * The `tabs` widget type (agency-shell §3.1 `tabs`, §4): the panel shows a tab bar. When the type is
 * tabs and the agent has no tabs, the default tabs are filled in. Dependency-free (the widget imports it).
 */
export interface TWidgetTab {
  key: string;
  label: string;
}

/** The tabs the panel knows how to show: a home page (who the agent is, start a chat) and the chat. */
export const WIDGET_TAB_KEYS = ['home', 'chat'] as const;
export type TWidgetTabKey = (typeof WIDGET_TAB_KEYS)[number];

export const DEFAULT_WIDGET_TABS: readonly TWidgetTab[] = [
  { key: 'home', label: 'Home' },
  { key: 'chat', label: 'Chat' },
];

/** The agent's tabs, with the defaults filled in when the widget type is tabs and there are none. */
export function widgetTabsOf(agent: { ui?: { widgetType?: string }; tabs?: readonly TWidgetTab[] }): TWidgetTab[] {
  const tabs = agent.tabs ?? [];
  if (agent.ui?.widgetType === 'tabs' && tabs.length === 0) return DEFAULT_WIDGET_TABS.map((tab) => ({ ...tab }));
  return tabs.map((tab) => ({ ...tab }));
}

/** The tabs the panel shows: known keys only, each once, the chat always among them. */
export function shownWidgetTabs(agent: { ui?: { widgetType?: string }; tabs?: readonly TWidgetTab[] }): TWidgetTab[] {
  if (agent.ui?.widgetType !== 'tabs') return [];
  const seen = new Set<string>();
  const shown = widgetTabsOf(agent).filter((tab) => {
    if (!(WIDGET_TAB_KEYS as readonly string[]).includes(tab.key) || seen.has(tab.key)) return false;
    seen.add(tab.key);
    return true;
  });
  if (!seen.has('chat')) shown.push({ key: 'chat', label: 'Chat' });
  return shown;
}
