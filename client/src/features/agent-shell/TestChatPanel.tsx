import { Alert, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { TEST_CHAT_COMING } from '@parley/core';

export const TEST_PANEL_ID = 'agent-test-panel';

/** The test chat panel. The chat itself arrives with the chat widget; until then it says so. */
export function TestChatPanel({ onClose }: { onClose: () => void }) {
  return (
    <Stack p="md" gap="md" id={TEST_PANEL_ID} aria-labelledby={`${TEST_PANEL_ID}-title`}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id={`${TEST_PANEL_ID}-title`}>
          Test chat
        </Title>
        <CloseButton aria-label="Close the test panel" onClick={onClose} />
      </Group>
      <Alert variant="light" color="blue" icon={<IconMessageCircle size={18} aria-hidden />} title="Not available yet">
        <Text size="sm">{TEST_CHAT_COMING}</Text>
      </Alert>
    </Stack>
  );
}
