import { Text } from '@mantine/core';

/** Notifications: no agent field lives here yet; said plainly. */
export function NotificationsSettings() {
  return (
    <Text c="dimmed" maw={560}>
      No agent setting lives here yet. Notifications of handoff requests arrive with the live-agent inbox in a later
      release; until then every request is recorded on its conversation in the Chats tab.
    </Text>
  );
}
