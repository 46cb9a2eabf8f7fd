import type { TWidgetTab } from '@parley/core/widget/widget-tabs';

/** The tab bar of the `tabs` widget type, at the foot of the panel. */
export function WidgetTabs(props: {
  tabs: TWidgetTab[];
  active: string;
  label: string;
  onChange: (key: string) => void;
}) {
  return (
    <nav class="tabs" role="tablist" aria-label={props.label}>
      {props.tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          class="tab"
          aria-selected={tab.key === props.active}
          onClick={() => props.onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </nav>
  );
}
