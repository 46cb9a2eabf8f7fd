import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { AGENT_UNPUBLISHED_CHANGES } from '@parley/core';

/** Asks before the app leaves an agent with changes that are not published. */
export function LeaveAgentModal({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title="Unpublished changes" centered>
      <Text mb="lg">{AGENT_UNPUBLISHED_CHANGES}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
