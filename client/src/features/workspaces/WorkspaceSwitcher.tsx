import {
  Avatar,
  Badge,
  Combobox,
  Group,
  InputBase,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  useCombobox,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TWorkspaceSummary } from '@parley/core/workspaces/workspace';
import { truncateText, WORKSPACE_NAME_BUTTON_MAX, WORKSPACE_NAME_LIST_MAX } from '@parley/core/shell/truncate';
import { useWorkspace } from './workspace-context';

const UNNAMED = 'Unnamed workspace';

const nameOf = (workspace: TWorkspaceSummary) => workspace.workspaceName.trim() || UNNAMED;

function WorkspaceBadges({ workspace }: { workspace: TWorkspaceSummary }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="xs" variant="light" color="gray" title={`${workspace.region.toUpperCase()} region`}>
        {workspace.region.toUpperCase()}
      </Badge>
      {workspace.isPersonal ? (
        <Badge size="xs" variant="light">
          Personal
        </Badge>
      ) : null}
    </Group>
  );
}

function WorkspaceAvatar({ workspace, size }: { workspace: TWorkspaceSummary; size: number }) {
  return (
    <Avatar
      src={workspace.workspacePhotoURL || undefined}
      name={nameOf(workspace)}
      color="initials"
      size={size}
      radius="md"
    />
  );
}

/**
 * The builder's workspaces in both regions (agency-shell §2.2, workspaces §4). Names are cut to 20
 * characters in the button and 25 in the list (agency-shell §9). Choosing one in this region opens its
 * agents; one in the other region says 'Switching to {REGION} region...' and reloads there.
 * `compact` shows the workspace's avatar alone (the closed side bar); `fullWidth` fills the side bar
 * with the name over its badges; otherwise it is one line for a bar.
 */
export function WorkspaceSwitcher({ compact = false, fullWidth = false }: { compact?: boolean; fullWidth?: boolean }) {
  const { workspace, workspaces, switchWorkspace } = useWorkspace();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });

  const current = nameOf(workspace);
  const label = `Workspace: ${current}, ${workspace.region.toUpperCase()} region. Switch workspace`;
  const target = compact ? (
    <UnstyledButton
      onClick={() => combobox.toggleDropdown()}
      aria-label={label}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <WorkspaceAvatar workspace={workspace} size={36} />
    </UnstyledButton>
  ) : fullWidth ? (
    // The side bar: name over its region and Personal badges.
    <InputBase
      component="button"
      type="button"
      pointer
      multiline
      aria-label={label}
      title={current}
      w="100%"
      leftSection={<WorkspaceAvatar workspace={workspace} size={24} />}
      leftSectionWidth={36}
      rightSection={<Combobox.Chevron />}
      rightSectionWidth={24}
      rightSectionPointerEvents="none"
      onClick={() => combobox.toggleDropdown()}
      styles={{ input: { paddingBlock: 6 } }}
    >
      <Stack gap={2}>
        <Text span size="sm" fw={600} lineClamp={2} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {truncateText(current, WORKSPACE_NAME_BUTTON_MAX)}
        </Text>
        <WorkspaceBadges workspace={workspace} />
      </Stack>
    </InputBase>
  ) : (
    // A bar: one line, as high as the controls beside it.
    <InputBase
      component="button"
      type="button"
      pointer
      aria-label={label}
      title={current}
      w={{ base: 200, xs: 230 }}
      leftSection={<WorkspaceAvatar workspace={workspace} size={22} />}
      rightSection={
        <Group gap={4} wrap="nowrap">
          <Badge size="xs" variant="light" color="gray">
            {workspace.region.toUpperCase()}
          </Badge>
          <Combobox.Chevron />
        </Group>
      }
      rightSectionWidth={60}
      rightSectionPointerEvents="none"
      onClick={() => combobox.toggleDropdown()}
    >
      <Text span display="block" size="sm" fw={500} truncate>
        {truncateText(current, WORKSPACE_NAME_BUTTON_MAX)}
      </Text>
    </InputBase>
  );

  return (
    <Combobox
      store={combobox}
      position={compact ? 'right-start' : 'bottom-start'}
      offset={compact ? 12 : 8}
      width={280}
      withinPortal
      onOptionSubmit={(uid) => {
        combobox.closeDropdown();
        const chosen = workspaces.find((w) => `${w.region}/${w.uid}` === uid);
        if (chosen && !(chosen.uid === workspace.uid && chosen.region === workspace.region)) switchWorkspace(chosen);
      }}
    >
      {compact ? (
        <Tooltip
          label={truncateText(current, WORKSPACE_NAME_BUTTON_MAX)}
          position="right"
          withArrow
          disabled={combobox.dropdownOpened}
        >
          <Combobox.Target targetType="button">{target}</Combobox.Target>
        </Tooltip>
      ) : (
        <Combobox.Target targetType="button">{target}</Combobox.Target>
      )}
      <Combobox.Dropdown>
        <Combobox.Header>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Workspaces
          </Text>
        </Combobox.Header>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label="Your workspaces">
          {workspaces.map((w) => {
            const selected = w.uid === workspace.uid && w.region === workspace.region;
            const name = nameOf(w);
            return (
              <Combobox.Option
                value={`${w.region}/${w.uid}`}
                key={`${w.region}/${w.uid}`}
                active={selected}
                title={name}
              >
                <Group gap="xs" wrap="nowrap">
                  <WorkspaceAvatar workspace={w} size={28} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={selected ? 600 : 400} truncate>
                      {truncateText(name, WORKSPACE_NAME_LIST_MAX)}
                    </Text>
                    <WorkspaceBadges workspace={w} />
                  </Stack>
                  {selected ? <IconCheck size={16} aria-label="Current workspace" /> : null}
                </Group>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
