import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TCallableInput, TCallableOutput } from '@parley/core/calls/callables';
import type { TKbRefreshRate } from '@parley/core/kb/kb-limits';
import type { TKnowledgeDocListItem } from '@parley/core/kb/knowledge-doc';
import { ZKbDocName } from '@parley/core/kb/kb-sources';
import { RefreshRateField, TagsField } from './SourceExtras';

/** Rename a document, change its tags and (web sources) its refresh rate. */
export function EditDocModal(props: {
  doc: TKnowledgeDocListItem | null;
  onClose: () => void;
  update: UseMutationResult<
    TCallableOutput<'updateKnowledgeDoc'>,
    Error,
    Omit<TCallableInput<'updateKnowledgeDoc'>, 'agentId'>
  >;
}) {
  const { doc, update } = props;
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [refreshRate, setRefreshRate] = useState<TKbRefreshRate>('never');
  useEffect(() => {
    if (!doc) return;
    setName(doc.name);
    setNameError(null);
    setTags(doc.tags);
    setRefreshRate(doc.refreshRate);
    update.reset();
    // Reset the fields only when another document is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc?.ID]);
  const close = () => {
    if (!update.isPending) props.onClose();
  };
  return (
    <Modal opened={doc !== null} onClose={close} title="Edit source" centered>
      {doc ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const checked = ZKbDocName.safeParse(name);
            if (!checked.success) {
              setNameError(checked.error.issues[0]?.message ?? null);
              return;
            }
            update.mutate(
              { docId: doc.ID, name, tags, ...(doc.sourceType === 'url' ? { refreshRate } : {}) },
              { onSuccess: props.onClose },
            );
          }}
        >
          <Stack gap="md">
            {update.error ? <Alert color="red">{update.error.message}</Alert> : null}
            <TextInput
              label="Name"
              required
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
              data-autofocus
            />
            <TagsField value={tags} onChange={setTags} />
            {doc.sourceType === 'url' ? <RefreshRateField value={refreshRate} onChange={setRefreshRate} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
