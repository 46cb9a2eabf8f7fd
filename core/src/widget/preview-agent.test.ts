import { describe, expect, it } from 'vitest';
import type { TAgent } from '../agents/agent';
import { defaultAgentFields } from '../agents/agent-defaults';
import { previewPublicAgent } from './preview-agent';
import { customThemeJson } from './widget-theme';

const server: TAgent = {
  ...defaultAgentFields(),
  title: 'Support',
  ID: 'agent1',
  ownerID: 'ws1',
  userId: 'ws1',
  SECRET_API_KEY: 'vg_secretsecretsecret1',
  tokensUsage: 0,
  region: 'parley-eu',
  lastModified: 100,
  ts: 100,
  VF_DIALOGUE_API_KEY: 'vf-private',
};
const extra = { region: 'eu' as const, chatUrl: '/api/eu/v2/public/agents/agent1/chat', offline: false };

describe('previewPublicAgent', () => {
  it('shows the draft, projected like the public config: nothing secret', () => {
    const draft = { ...server, title: 'Draft', lang: 'de', customThemeJSONString: customThemeJson('#7950f2', 'dark') };
    const preview = previewPublicAgent(draft, server, extra);
    expect(preview).toMatchObject({ ID: 'agent1', title: 'Draft', lang: 'de', chatUrl: extra.chatUrl, region: 'eu' });
    expect(preview.customThemeJSONString).toBe(draft.customThemeJSONString);
    expect(JSON.stringify(preview)).not.toContain('vg_secret');
    expect(JSON.stringify(preview)).not.toContain('vf-private');
  });

  it('keeps the saved value of a field the draft has invalid for now', () => {
    const draft = { ...server, title: 'Draft', headerImageUrl: 'https://half', chatBgURL: 'not a url', lang: 'xx' };
    const preview = previewPublicAgent(draft, server, extra);
    expect(preview).toMatchObject({ title: 'Draft', chatBgURL: '', lang: 'en' });
    expect(preview.headerImageUrl).toBe('https://half');
  });
});
