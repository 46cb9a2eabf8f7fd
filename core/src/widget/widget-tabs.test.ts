import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_TABS, shownWidgetTabs, widgetTabsOf } from './widget-tabs';

describe('widget tabs', () => {
  it('fills in the default tabs for the tabs widget type when there are none', () => {
    expect(widgetTabsOf({ ui: { widgetType: 'tabs' }, tabs: [] })).toEqual(DEFAULT_WIDGET_TABS);
    expect(widgetTabsOf({ ui: { widgetType: 'popup' }, tabs: [] })).toEqual([]);
    const own = [{ key: 'chat', label: 'Ask us' }];
    expect(widgetTabsOf({ ui: { widgetType: 'tabs' }, tabs: own })).toEqual(own);
  });

  it('shows known tabs once each, and always the chat', () => {
    expect(
      shownWidgetTabs({
        ui: { widgetType: 'tabs' },
        tabs: [
          { key: 'home', label: 'Start' },
          { key: 'news', label: 'News' },
          { key: 'home', label: 'Again' },
        ],
      }),
    ).toEqual([
      { key: 'home', label: 'Start' },
      { key: 'chat', label: 'Chat' },
    ]);
    expect(shownWidgetTabs({ ui: { widgetType: 'bottom-right' }, tabs: DEFAULT_WIDGET_TABS })).toEqual([]);
  });
});
