import { useId, type ReactNode } from 'react';
import { Collapse, Divider, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { TNavGroup } from '@parley/core/shell/navigation';
import classes from './AppShellLayout.module.css';

/**
 * A named group of entries that folds away. With the side bar closed there is no room for its name:
 * a divider stands for it and its entries stay visible as icons.
 */
export function NavGroupSection(props: {
  group: TNavGroup;
  collapsed: boolean;
  compact: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  if (props.compact) {
    return (
      <Stack gap={2} role="group" aria-label={props.group.label}>
        <Divider my={6} mx="xs" />
        {props.children}
      </Stack>
    );
  }
  const expanded = !props.collapsed;
  return (
    <div>
      <UnstyledButton
        className={classes.groupToggle}
        onClick={props.onToggle}
        aria-expanded={expanded}
        aria-controls={id}
      >
        <Text span size="xs" fw={700} tt="uppercase" className={classes.groupLabel}>
          {props.group.label}
        </Text>
        <IconChevronDown size={14} aria-hidden className={classes.groupChevron} data-expanded={expanded || undefined} />
      </UnstyledButton>
      <Collapse in={expanded} id={id} transitionDuration={150}>
        <Stack gap={2} role="group" aria-label={props.group.label}>
          {props.children}
        </Stack>
      </Collapse>
    </div>
  );
}
