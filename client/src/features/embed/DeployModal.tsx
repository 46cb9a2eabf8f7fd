import { Anchor, Button, Code, CopyButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { COPIED_TO_CLIPBOARD, COPY_NOTICE_MS, embedSnippet, type TRegion } from '@parley/core';

/** Deploy: the one script tag to paste into a site, with a copy button and where to try it first. */
export function DeployModal(props: { opened: boolean; onClose: () => void; region: TRegion; agentId: string }) {
  const snippet = embedSnippet(window.location.origin, { agentId: props.agentId, region: props.region });
  const prototype = `/app/${props.region}/prototype?vg_id=${props.agentId}`;
  const demo = `/app/${props.region}/demo/${props.agentId}/page1`;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Deploy your agent" size="lg" centered>
      <Stack gap="md">
        <Text size="sm">
          Paste this line into the HTML of every page where the chat should appear, just before <Code>{'</body>'}</Code>
          . It loads a small launcher; the chat itself loads when a visitor opens it.
        </Text>
        <Code block aria-label="Embed code" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {snippet}
        </Code>
        <Group justify="space-between" wrap="wrap">
          <CopyButton value={snippet}>
            {({ copied, copy }) => (
              <Button
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={() => {
                  copy();
                  notifications.show({ color: 'green', message: COPIED_TO_CLIPBOARD, autoClose: COPY_NOTICE_MS });
                }}
              >
                {copied ? 'Copied' : 'Copy code'}
              </Button>
            )}
          </CopyButton>
          <Group gap="md">
            <Anchor href={prototype} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span">
                Prototype <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
            <Anchor href={demo} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span">
                Demo page <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        </Group>
        <List size="sm" c="dimmed" spacing={4}>
          <List.Item>Changes you publish reach every site at once; there is nothing to paste again.</List.Item>
          <List.Item>
            A page can control the chat from JavaScript: <Code>Parley.open()</Code>, <Code>Parley.close()</Code>,{' '}
            <Code>Parley.send(text)</Code> and <Code>Parley.on(&apos;message&apos;, handler)</Code>.
          </List.Item>
        </List>
      </Stack>
    </Modal>
  );
}
