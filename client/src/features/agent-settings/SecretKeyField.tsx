import { useState } from 'react';
import { ActionIcon, Button, CopyButton, Group, Input, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { COPIED_TO_CLIPBOARD, COPY_NOTICE_MS, SAVE_NOTICE_MS } from '@parley/core';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { useRegenerateSecret } from './use-regenerate-secret';

/** `vg_…` with all but the last four characters hidden. */
export function maskSecret(secret: string): string {
  if (secret.length <= 7) return '•'.repeat(secret.length);
  return `${secret.slice(0, 3)}${'•'.repeat(secret.length - 7)}${secret.slice(-4)}`;
}

/**
 * The agent's SECRET_API_KEY (bearer of the REST API): masked, shown on request, copyable, and
 * regenerated after a confirmation (the old key stops working at once).
 */
export function SecretKeyField() {
  const { region, agentId, workspaceId, server } = useAgentEditor();
  const regenerate = useRegenerateSecret(region, agentId, workspaceId);
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const secret = server.SECRET_API_KEY;

  const confirm = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'green', message: 'A new secret key is in place.', autoClose: SAVE_NOTICE_MS });
      },
    });

  return (
    <Input.Wrapper
      label="Secret API key"
      description="The bearer key of this agent's REST API (POST /v2/agents/{id}). Keep it on your server only."
    >
      <Group gap="xs" mt={6} wrap="nowrap">
        <TextInput
          readOnly
          value={shown ? secret : maskSecret(secret)}
          aria-label="Secret API key"
          style={{ flex: 1, minWidth: 0 }}
          maw={420}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Tooltip label={shown ? 'Hide' : 'Show'}>
          <ActionIcon variant="default" size={36} aria-label={shown ? 'Hide the key' : 'Show the key'} onClick={() => setShown((s) => !s)}>
            {shown ? <IconEyeOff size={18} /> : <IconEye size={18} />}
          </ActionIcon>
        </Tooltip>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'}>
              <ActionIcon
                variant="default"
                size={36}
                aria-label="Copy the key"
                onClick={() => {
                  copy();
                  notifications.show({ color: 'green', message: COPIED_TO_CLIPBOARD, autoClose: COPY_NOTICE_MS });
                }}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Button
        mt="sm"
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Regenerate key
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Regenerate the secret key?" centered>
        <Stack>
          <Text size="sm">
            The current key stops working at once. Anything that calls this agent&apos;s API with it must be given the
            new key.
          </Text>
          {regenerate.isError ? (
            <Text size="sm" c="red" role="alert">
              {regenerate.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={regenerate.isPending} onClick={confirm}>
              Regenerate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Input.Wrapper>
  );
}
