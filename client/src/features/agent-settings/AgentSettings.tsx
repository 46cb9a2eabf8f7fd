import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SETTINGS_SUB_TABS, settingsSubTabsWith, unsavedAgentFields, type TSettingsSubTab } from '@parley/core';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import classes from './AgentSettings.module.css';
import { SaveBar } from './SaveBar';
import { AdvancedSettings } from './sections/AdvancedSettings';
import { AnalyticsSettings } from './sections/AnalyticsSettings';
import { CoreSettings } from './sections/CoreSettings';
import { HandoffSettings } from './sections/HandoffSettings';
import { IntegrationsSettings } from './sections/IntegrationsSettings';
import { InterfaceSettings } from './sections/InterfaceSettings';
import { LanguageSettings } from './sections/LanguageSettings';
import { NotificationsSettings } from './sections/NotificationsSettings';
import { SecuritySettings } from './sections/SecuritySettings';
import { TechnicalSettings } from './sections/TechnicalSettings';

export const SETTINGS_LABELS: Record<TSettingsSubTab, string> = {
  core: 'Core',
  ui: 'Interface',
  language: 'Language',
  security: 'Security',
  notifications: 'Notifications',
  handoff: 'Human Handoff',
  technical: 'Technical',
  analytics: 'Analytics',
  advanced: 'Advanced',
  integrations: 'Integrations',
};

const SECTIONS: Record<TSettingsSubTab, () => React.JSX.Element> = {
  core: CoreSettings,
  ui: InterfaceSettings,
  language: LanguageSettings,
  security: SecuritySettings,
  notifications: NotificationsSettings,
  handoff: HandoffSettings,
  technical: TechnicalSettings,
  analytics: AnalyticsSettings,
  advanced: AdvancedSettings,
  integrations: IntegrationsSettings,
};

/**
 * The agent's settings (agency-shell §2.5): sub-tabs chosen by `tab=` (default core; an unknown value
 * shows core), each field validated by its core schema, a dot on sub-tabs with unsaved changes, and
 * the save bar. Used by the agent shell's Settings tab and the widget settings page.
 */
export function AgentSettings({ withSaveBar = true }: { withSaveBar?: boolean }) {
  const [search, setSearch] = useSearchParams();
  const { draft, server } = useAgentEditor();
  const requested = search.get('tab');
  const value = SETTINGS_SUB_TABS.find((tab) => tab === requested) ?? SETTINGS_SUB_TABS[0];
  const dirty = settingsSubTabsWith(unsavedAgentFields(draft, server));

  const choose = (next: string | null) => {
    if (!next) return;
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <>
      <Tabs value={value} onChange={choose} keepMounted={false}>
        <Tabs.List mb="lg" aria-label="Settings sections">
          {SETTINGS_SUB_TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              rightSection={dirty.includes(tab) ? <span className={classes.dot} title="Unsaved changes" /> : null}
            >
              {SETTINGS_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTINGS_SUB_TABS.map((tab) => {
          const Section = SECTIONS[tab];
          return (
            <Tabs.Panel key={tab} value={tab} className={classes.section}>
              <Section />
            </Tabs.Panel>
          );
        })}
      </Tabs>
      {withSaveBar ? <SaveBar /> : null}
    </>
  );
}
