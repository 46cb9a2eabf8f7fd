import { useEffect, useState } from 'react';
import { Anchor, Button, Drawer, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCode, IconDeviceMobile, IconExternalLink, IconMessageCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CHANNELS_SAVE_TO_ENABLE,
  demoLink,
  DEPLOY_NEEDS_PUBLISH,
  prototypeLink,
  TEST_CHAT_PANEL_PX,
  VF_KEY_REQUIRED,
  WIDGET_NOTICE_MS,
  widgetSavedLink,
  type TAgent,
  type TRegion,
} from '@parley/core';
import { AgentSettings } from '../agent-settings/AgentSettings';
import { SaveBar } from '../agent-settings/SaveBar';
import { AgentEditorContext, useAgentEditor } from '../agent-shell/agent-editor-context';
import { agentPaths } from '../agent-shell/agent-paths';
import { LeaveAgentModal } from '../agent-shell/LeaveAgentModal';
import { OverviewTab } from '../agent-shell/OverviewTab';
import { TestChatPanel } from '../agent-shell/TestChatPanel';
import { useAgentEditorValue } from '../agent-shell/use-agent-editor-value';
import { useLeaveGuard } from '../agent-shell/use-leave-guard';
import { usePublishAgent } from '../agent-shell/use-publish-agent';
import { DeployModal } from '../embed/DeployModal';
import { ChannelsPanel } from './ChannelsPanel';
import { SourcesPanel } from './SourcesPanel';
import { ThemeEditor } from './ThemeEditor';
import { WidgetPreview } from './WidgetPreview';
import classes from './WidgetSettings.module.css';

const VIEWS = ['overview', 'sources', 'theme', 'settings', 'channels'] as const;
type TView = (typeof VIEWS)[number];
/** Wide enough for the form and the 500 px preview side by side. */
const ROOM_FOR_PREVIEW = '(min-width: 75em)';

const notice = (color: 'red' | 'green', message: string) =>
  notifications.show({ color, message, autoClose: WIDGET_NOTICE_MS, position: 'bottom-right' });

/** The widget settings of a loaded agent: its editor, the tabs, the buttons and links, the live preview. */
export function WidgetSettingsEditor(props: { region: TRegion; workspaceId: string; agent: TAgent }) {
  const editor = useAgentEditorValue(props.region, props.workspaceId, props.agent);
  return (
    <AgentEditorContext.Provider value={editor}>
      <WidgetSettingsBody />
    </AgentEditorContext.Provider>
  );
}

function WidgetSettingsBody() {
  const editor = useAgentEditor();
  const { region, agentId, draft, published } = editor;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const wide = useMediaQuery(ROOM_FOR_PREVIEW, true, { getInitialValueInEffect: false });
  const { publish, isPending } = usePublishAgent();
  const [testing, setTesting] = useState(false);
  const [deploying, setDeploying] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const blocker = useLeaveGuard(!published && !leaving, `/app/${region}/widget-settings`);

  const builtIn = draft.agentPlatform === 'vg';
  const requested = search.get('view');
  // Channels opens once the widget is saved; someone already in it stays there while changing its settings.
  const [inChannels, setInChannels] = useState(false);
  const channelsOpen = published || inChannels;
  const view: TView =
    VIEWS.find((v) => v === requested && (v !== 'sources' || builtIn) && (v !== 'channels' || channelsOpen)) ??
    'overview';
  useEffect(() => setInChannels(view === 'channels'), [view]);
  const choose = (next: string | null) => {
    if (!next) return;
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('view', next);
        params.delete('tab');
        return params;
      },
      { replace: true },
    );
  };

  // Save: publish, then go where the spec says (the agent, or agents/vf for an external agent).
  const destination = widgetSavedLink({ region, agentId, platform: draft.agentPlatform });
  useEffect(() => {
    if (leaving && published) navigate(destination);
  }, [leaving, published, navigate, destination]);
  const save = () => {
    if (published) {
      navigate(destination);
      return;
    }
    publish(() => setLeaving(true));
  };

  const testChatbot = () => {
    if (draft.agentPlatform === 'vf' && !draft.VF_DIALOGUE_API_KEY.trim()) {
      notice('red', VF_KEY_REQUIRED);
      return;
    }
    setTesting(true);
  };
  const deploy = () => {
    if (!published) {
      notice('red', DEPLOY_NEEDS_PUBLISH);
      return;
    }
    setDeploying(true);
  };

  const prototype = prototypeLink({ region, agentId, agency: null });
  const preview = <WidgetPreview />;

  return (
    <div className={classes.page}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={agentPaths.root(region, agentId)} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconArrowLeft size={14} aria-hidden />
                {draft.title || 'Agent'}
              </Group>
            </Anchor>
            <Title order={1} size="h2">
              Widget settings
            </Title>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" leftSection={<IconMessageCircle size={16} aria-hidden />} onClick={testChatbot}>
              Test Chatbot
            </Button>
            <Button variant="default" leftSection={<IconCode size={16} aria-hidden />} onClick={deploy}>
              Deploy Widget
            </Button>
            <Button onClick={save} loading={isPending || leaving}>
              Save
            </Button>
          </Group>
        </Group>
        <Group gap="lg">
          <Anchor href={prototype} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              Prototype <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          <Anchor href={demoLink({ region, agentId })} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              Demo <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          {!wide ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDeviceMobile size={14} aria-hidden />}
              onClick={() => setPreviewOpen(true)}
            >
              Preview
            </Button>
          ) : null}
        </Group>

        <Tabs value={view} onChange={choose} keepMounted={false}>
          <Tabs.List aria-label="Widget settings sections">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            {builtIn ? <Tabs.Tab value="sources">Sources</Tabs.Tab> : null}
            <Tabs.Tab value="theme">Theme</Tabs.Tab>
            <Tabs.Tab value="settings">Settings</Tabs.Tab>
            <Tabs.Tab value="channels" disabled={!channelsOpen}>
              {channelsOpen ? 'Channels' : CHANNELS_SAVE_TO_ENABLE}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>

        <div className={classes.layout}>
          <div style={{ minWidth: 0 }}>
            {view === 'overview' ? <OverviewTab /> : null}
            {view === 'sources' ? <SourcesPanel /> : null}
            {view === 'theme' ? <ThemeEditor /> : null}
            {view === 'settings' ? <AgentSettings withSaveBar={false} /> : null}
            {view === 'channels' ? <ChannelsPanel /> : null}
            <SaveBar />
          </div>
          {wide ? (
            <aside className={classes.previewColumn} aria-label="Live preview">
              <Text size="xs" c="dimmed" mb={6}>
                Live preview: your unsaved changes, as visitors will see them once saved.
              </Text>
              {preview}
            </aside>
          ) : null}
        </div>
      </Stack>

      <Drawer
        opened={previewOpen && !wide}
        onClose={() => setPreviewOpen(false)}
        position="right"
        size="min(100%, 460px)"
        title="Live preview"
      >
        <WidgetPreview className={classes.drawerFrame} />
      </Drawer>
      <Drawer
        opened={testing}
        onClose={() => setTesting(false)}
        position="right"
        size={TEST_CHAT_PANEL_PX}
        withCloseButton={false}
        padding={0}
        aria-label="Test chat"
      >
        <div style={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
          <TestChatPanel onClose={() => setTesting(false)} />
        </div>
      </Drawer>
      <DeployModal opened={deploying} onClose={() => setDeploying(false)} region={region} agentId={agentId} />
      <LeaveAgentModal blocker={blocker} />
    </div>
  );
}
