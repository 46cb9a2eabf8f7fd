import { useCallback, useState } from 'react';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import {
  agentShellLayout,
  agentTabRedirect,
  TEST_CHAT_PANEL_PX,
  visibleAgentTabs,
  type TAgent,
  type TAgentTabKey,
  type TAgentViewer,
  type TRegion,
} from '@parley/core';
import { AgentEditorContext } from './agent-editor-context';
import { agentPaths } from './agent-paths';
import { AgentSideNav } from './AgentSideNav';
import { AgentTabContent } from './AgentTabContent';
import { AgentTabsBar } from './AgentTabsBar';
import { AgentTopBar } from './AgentTopBar';
import { LeaveAgentModal } from './LeaveAgentModal';
import { TabVisibilityMenu } from './TabVisibilityMenu';
import { TestChatPanel } from './TestChatPanel';
import { useAgentEditorValue } from './use-agent-editor-value';
import { useHiddenTabs } from './use-hidden-tabs';
import { useLeaveGuard } from './use-leave-guard';
import classes from './AgentShell.module.css';

/** Signed-in workspace users reach the shell through /app; clients and agencies come later. */
const VIEWER: TAgentViewer = 'builder';
const PHONE = '(max-width: 47.99em)';
/** Wide enough to keep the 450 px test panel beside the tab; narrower screens get it as a drawer. */
const ROOM_FOR_TEST_PANEL = '(min-width: 75em)';

/**
 * The agent shell around a loaded agent (agency-shell §2.5): the local draft beside the server copy,
 * the top bar, the tabs in the layout the rules choose, the open tab and the test panel.
 */
export function AgentEditorShell({
  region,
  workspaceId,
  agent,
}: {
  region: TRegion;
  workspaceId: string;
  agent: TAgent;
}) {
  const { tab } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const agentId = agent.ID;
  const editor = useAgentEditorValue(region, workspaceId, agent);
  const { draft, published } = editor;
  const blocker = useLeaveGuard(!published, agentPaths.root(region, agentId));

  const isPhone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const roomForPanel = useMediaQuery(ROOM_FOR_TEST_PANEL, true, { getInitialValueInEffect: false });
  const layout = agentShellLayout({ isPhone, viewer: VIEWER });
  const [testOpen, setTestOpen] = useState(() => search.get('showDebugger') === 'true');
  const toggleTest = useCallback(() => setTestOpen((open) => !open), []);

  const { hidden, hide, show } = useHiddenTabs();
  const redirect = agentTabRedirect({
    platform: draft.agentPlatform,
    enableNodes: draft.enableNodes,
    viewer: VIEWER,
    tab,
  });
  const current = redirect ? null : (tab as TAgentTabKey);
  const tabContext = {
    platform: draft.agentPlatform,
    enableNodes: draft.enableNodes,
    viewer: VIEWER,
    currentTab: tab ?? '',
  };
  const available = visibleAgentTabs(tabContext);
  // The tab you are on always shows, even if hidden earlier.
  const shown = visibleAgentTabs({ ...tabContext, hiddenTabs: hidden.filter((key) => key !== current) });
  const hrefOf = useCallback((key: TAgentTabKey) => agentPaths.tab(region, agentId, key), [region, agentId]);

  const menu = (
    <TabVisibilityMenu available={available} hidden={hidden} current={current} onHide={hide} onShow={show} />
  );
  const panel = <TestChatPanel onClose={() => setTestOpen(false)} />;

  return (
    <AgentEditorContext.Provider value={editor}>
      <div className={classes.shell} data-with-test-panel={testOpen && roomForPanel ? '' : undefined}>
        <AgentTopBar currentTab={current} testOpen={testOpen} onToggleTest={toggleTest} compact={isPhone} />
        <div className={classes.body}>
          {layout === 'vertical' ? <AgentSideNav tabs={shown} current={current} hrefOf={hrefOf} menu={menu} /> : null}
          <div className={classes.main}>
            {layout === 'horizontal' ? (
              <AgentTabsBar tabs={shown} current={current} hrefOf={hrefOf} menu={menu} />
            ) : null}
            <div className={classes.content}>
              {current ? (
                <AgentTabContent tab={current} />
              ) : (
                <Navigate to={`${agentPaths.tab(region, agentId, redirect ?? 'overview')}${location.search}`} replace />
              )}
            </div>
          </div>
          {testOpen && roomForPanel ? (
            <aside className={classes.testPanel} style={{ width: TEST_CHAT_PANEL_PX }} aria-label="Test chat">
              {panel}
            </aside>
          ) : null}
        </div>
        <Drawer
          opened={testOpen && !roomForPanel}
          onClose={() => setTestOpen(false)}
          position="right"
          size={TEST_CHAT_PANEL_PX}
          withCloseButton={false}
          aria-label="Test chat"
          padding={0}
        >
          <div className={classes.testDrawerBody}>{panel}</div>
        </Drawer>
        <LeaveAgentModal blocker={blocker} />
      </div>
    </AgentEditorContext.Provider>
  );
}
