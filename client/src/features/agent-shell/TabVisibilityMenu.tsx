import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconEye, IconEyeOff } from '@tabler/icons-react';
import { agentTabLabel, type TAgentTabKey } from '@parley/core';

/**
 * Hide tabs this user does not use, or show them again (kept in this browser). The tab you are on
 * cannot be hidden.
 */
export function TabVisibilityMenu(props: {
  /** Every tab this agent offers, hidden or not. */
  available: readonly TAgentTabKey[];
  hidden: readonly TAgentTabKey[];
  current: TAgentTabKey | null;
  onHide: (tab: TAgentTabKey) => void;
  onShow: (tab: TAgentTabKey) => void;
}) {
  const shown = props.available.filter((tab) => !props.hidden.includes(tab));
  const hidden = props.available.filter((tab) => props.hidden.includes(tab));
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <Tooltip label="Show or hide tabs">
          <ActionIcon variant="subtle" color="gray" aria-label="Show or hide tabs" size="lg">
            <IconAdjustmentsHorizontal size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        <Menu.Label>Shown tabs</Menu.Label>
        {shown.map((tab) => (
          <Menu.Item
            key={tab}
            leftSection={<IconEyeOff size={16} aria-hidden />}
            disabled={tab === props.current}
            onClick={() => props.onHide(tab)}
          >
            {tab === props.current ? `${agentTabLabel(tab)} (open)` : `Hide ${agentTabLabel(tab)}`}
          </Menu.Item>
        ))}
        {hidden.length ? (
          <>
            <Menu.Divider />
            <Menu.Label>Hidden tabs</Menu.Label>
            {hidden.map((tab) => (
              <Menu.Item key={tab} leftSection={<IconEye size={16} aria-hidden />} onClick={() => props.onShow(tab)}>
                Show {agentTabLabel(tab)}
              </Menu.Item>
            ))}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
