import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TCallableOutput } from '@parley/core/calls/callables';
import type { TKnowledgeDocListItem } from '@parley/core/kb/knowledge-doc';

/** Asks before a document and everything of it (text, index, uploaded file) is deleted. */
export function DeleteDocModal(props: {
  doc: TKnowledgeDocListItem | null;
  onClose: () => void;
  remove: UseMutationResult<TCallableOutput<'deleteKnowledgeDoc'>, Error, string>;
}) {
  const { doc, remove } = props;
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    props.onClose();
  };
  return (
    <Modal opened={doc !== null} onClose={close} title="Delete this source?" centered>
      {doc ? (
        <Stack gap="md">
          <Text>
            <Text span fw={600}>
              {doc.name}
            </Text>{' '}
            and its text are removed from the knowledge base; the agent stops answering from it at once. This cannot be
            undone.
          </Text>
          {remove.error ? <Alert color="red">{remove.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(doc.ID, { onSuccess: close })}>
              Delete
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
