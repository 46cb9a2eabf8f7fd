import { ActionIcon, AppShell, Button, Group, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconPlus } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { NAV_BOTTOM, NAV_GROUPS, NAV_TOP, type TNavEntry } from '@parley/core/shell/navigation';
import { appNavPath } from '@parley/core/shell/app-nav-path';
import { isNavEntryActive } from '@parley/core/shell/is-nav-entry-active';
import { WorkspaceSwitcher } from '../workspaces/WorkspaceSwitcher';
import { useWorkspace } from '../workspaces/workspace-context';
import { NavEntryLink } from './NavEntryLink';
import { NavGroupSection } from './NavGroupSection';
import { ThemeSelector } from './ThemeSelector';
import type { TAppNavState } from './use-app-nav-state';
import { UserMenu } from './UserMenu';
import classes from './AppShellLayout.module.css';

/**
 * The side bar's content (agency-shell §2.2): workspace switcher and New Agent on top, the navigation,
 * then the theme selector, the show/hide toggle and the account menu. `compact` is the closed, 65 px
 * side bar: icons with tooltips.
 */
export function AppSideNav(props: {
  nav: TAppNavState;
  compact: boolean;
  /** Phones: the side bar is an overlay, so there is no show/hide toggle. */
  overlay: boolean;
  onNewAgent: () => void;
  onNavigate: () => void;
}) {
  const { nav, compact } = props;
  const { region, workspace } = useWorkspace();
  const { pathname } = useLocation();

  // Agency and Clients are for agency owners only (agency-shell §2.4).
  const groups = NAV_GROUPS.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => !entry.agencyOnly || workspace.isAgency),
  })).filter((group) => group.entries.length > 0);

  const link = (entry: TNavEntry) => (
    <NavEntryLink
      key={entry.path}
      entry={entry}
      to={appNavPath(region, entry)}
      active={isNavEntryActive(pathname, region, entry)}
      compact={compact}
      onNavigate={props.onNavigate}
    />
  );

  const toggleLabel = nav.open ? 'Hide side bar' : 'Show side bar';
  const ToggleIcon = nav.open ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  const toggle = props.overlay ? null : (
    <Tooltip label={toggleLabel} position="right" withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={nav.toggleOpen}
        aria-label={toggleLabel}
        aria-expanded={nav.open}
      >
        <ToggleIcon size={20} stroke={1.75} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );

  return (
    <>
      <AppShell.Section p="xs" className={classes.topSection}>
        <Stack gap="xs" align={compact ? 'center' : 'stretch'}>
          <WorkspaceSwitcher compact={compact} fullWidth />
          {compact ? (
            <Tooltip label="New Agent" position="right" withArrow>
              <ActionIcon size="lg" onClick={props.onNewAgent} aria-label="New Agent">
                <IconPlus size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button fullWidth leftSection={<IconPlus size={18} aria-hidden />} onClick={props.onNewAgent}>
              New Agent
            </Button>
          )}
        </Stack>
      </AppShell.Section>

      <AppShell.Section grow component={ScrollArea} type="scroll" px="xs" py="xs">
        <Stack gap={2}>
          {link(NAV_TOP)}
          {groups.map((group) => (
            <NavGroupSection
              key={group.label}
              group={group}
              compact={compact}
              collapsed={nav.collapsedGroups.includes(group.label)}
              onToggle={() => nav.toggleGroup(group.label)}
            >
              {group.entries.map(link)}
            </NavGroupSection>
          ))}
          {compact ? null : <div style={{ height: 6 }} />}
          {link(NAV_BOTTOM)}
        </Stack>
      </AppShell.Section>

      <AppShell.Section p="xs" className={classes.footerSection}>
        {compact ? (
          <Stack gap="xs" align="center">
            <ThemeSelector compact />
            {toggle}
            <UserMenu compact />
          </Stack>
        ) : (
          <Stack gap="sm">
            <ThemeSelector compact={false} />
            <Group gap={4} wrap="nowrap">
              <UserMenu compact={false} />
              {toggle}
            </Group>
          </Stack>
        )}
      </AppShell.Section>
    </>
  );
}
