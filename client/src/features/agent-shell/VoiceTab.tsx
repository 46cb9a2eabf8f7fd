import { VOICE_SUB_TABS } from '@parley/core';
import { SubTabsComing } from './SubTabsComing';

const LABELS: Record<(typeof VOICE_SUB_TABS)[number], string> = {
  voiceLibrary: 'Voice Library',
  speechGen: 'Speech Generation',
  transcriber: 'Transcriber',
  phoneNumbers: 'Phone Numbers',
  testCall: 'Test Call',
  advanced: 'Advanced',
};

/** The Voice tab: its sub-tabs (query `tab=`, default voiceLibrary); each screen comes in a later release. */
export function VoiceTab() {
  return (
    <SubTabsComing
      screen="Voice"
      tabs={VOICE_SUB_TABS}
      labels={LABELS}
      coming={(label) => `The ${label} screen of the voice settings comes in a later release.`}
    />
  );
}
