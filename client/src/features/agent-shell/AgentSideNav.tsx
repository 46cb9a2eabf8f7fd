import type { ReactNode } from 'react';
import { ActionIcon, Group, NavLink, Stack, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AGENT_SIDEBAR_COLLAPSED_PX, AGENT_SIDEBAR_EXPANDED_PX, agentTabLabel, type TAgentTabKey } from '@parley/core';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { AGENT_TAB_ICONS } from './agent-tab-icons';
import { useStoredState } from './use-stored-state';
import classes from './AgentShell.module.css';

/**
 * The vertical layout's side bar (agency-shell §2.5): 250 px expanded, 75 px collapsed with icons and
 * tooltips; the expand choice is remembered in this browser.
 */
export function AgentSideNav(props: {
  tabs: readonly TAgentTabKey[];
  current: TAgentTabKey | null;
  hrefOf: (tab: TAgentTabKey) => string;
  menu: ReactNode;
}) {
  const [expanded, setExpanded] = useStoredState<boolean>(STORAGE_KEYS.agentNavExpanded, true);
  const ToggleIcon = expanded ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;

  return (
    <nav
      className={classes.sideNav}
      style={{ width: expanded ? AGENT_SIDEBAR_EXPANDED_PX : AGENT_SIDEBAR_COLLAPSED_PX }}
      aria-label="Agent sections"
    >
      <Group justify={expanded ? 'space-between' : 'center'} mb="xs" wrap="nowrap" gap={4}>
        {props.menu}
        <Tooltip label={expanded ? 'Collapse the side bar' : 'Expand the side bar'} position="right">
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setExpanded(!expanded)}
            aria-label={expanded ? 'Collapse the side bar' : 'Expand the side bar'}
            aria-expanded={expanded}
          >
            <ToggleIcon size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack gap={2}>
        {props.tabs.map((tab) => {
          const Icon = AGENT_TAB_ICONS[tab];
          const label = agentTabLabel(tab);
          const current = tab === props.current;
          const link = (
            <NavLink
              key={tab}
              component={Link}
              to={props.hrefOf(tab)}
              active={current}
              aria-current={current ? 'page' : undefined}
              aria-label={expanded ? undefined : label}
              label={expanded ? label : undefined}
              leftSection={<Icon size={20} stroke={1.75} aria-hidden />}
              className={classes.sideNavLink}
              data-collapsed={expanded ? undefined : true}
              styles={expanded ? undefined : { section: { marginInlineEnd: 0 } }}
            />
          );
          return expanded ? (
            link
          ) : (
            <Tooltip key={tab} label={label} position="right">
              {link}
            </Tooltip>
          );
        })}
      </Stack>
    </nav>
  );
}
