import { SETTINGS_SUB_TABS } from '@parley/core';
import { SubTabsComing } from './SubTabsComing';

const LABELS: Record<(typeof SETTINGS_SUB_TABS)[number], string> = {
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

/** The Settings tab: its sub-tabs (query `tab=`, default core); each screen comes in a later release. */
export function SettingsTab() {
  return (
    <SubTabsComing
      screen="Settings"
      tabs={SETTINGS_SUB_TABS}
      labels={LABELS}
      coming={(label) => `The ${label} settings screen comes in a later release.`}
    />
  );
}
