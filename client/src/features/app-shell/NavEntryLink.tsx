import { NavLink, Tooltip } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TNavEntry } from '@parley/core/shell/navigation';
import { NAV_ICONS } from './nav-icons';
import classes from './AppShellLayout.module.css';

/** One side navigation entry: icon and label, or the icon alone with a tooltip when the side bar is closed. */
export function NavEntryLink(props: {
  entry: TNavEntry;
  to: string;
  active: boolean;
  compact: boolean;
  onNavigate: () => void;
}) {
  const { entry, compact } = props;
  const Icon = NAV_ICONS[entry.path] ?? IconPoint;
  const link = (
    <NavLink
      component={Link}
      to={props.to}
      onClick={props.onNavigate}
      active={props.active}
      aria-current={props.active ? 'page' : undefined}
      aria-label={compact ? entry.label : undefined}
      label={compact ? undefined : entry.label}
      leftSection={<Icon size={20} stroke={1.75} aria-hidden />}
      className={classes.navLink}
      data-compact={compact || undefined}
    />
  );
  return compact ? (
    <Tooltip label={entry.label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}
