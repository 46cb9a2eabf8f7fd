import { useState } from 'react';
import { Alert, Modal, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TCallableInput, TCallableOutput } from '@parley/core/calls/callables';
import { KB_DEFAULT_STATIC_REFRESH_RATE } from '@parley/core/kb/kb-limits';
import { KB_SOURCE_KIND_LABELS } from '@parley/core/kb/kb-labels';
import { KB_SOURCE_KINDS, type TKbSourceKind } from '@parley/core/kb/knowledge-doc';
import type { TRegion } from '@parley/core/regions/region-codes';
import { FileSourceForm } from './FileSourceForm';
import { TextSourceForm } from './TextSourceForm';
import { uploadKnowledgeFile } from './upload-knowledge-file';
import { WebSourceForm } from './WebSourceForm';

type TSource = TCallableInput<'addKnowledgeSource'>['source'];

/** Adding a source: text, a web page, a whole website or a file. It is processed after the dialog closes. */
export function AddSourceModal(props: {
  opened: boolean;
  onClose: () => void;
  region: TRegion;
  agentId: string;
  workspaceId: string;
  add: UseMutationResult<TCallableOutput<'addKnowledgeSource'>, Error, TSource>;
}) {
  const [kind, setKind] = useState<TKbSourceKind>('text');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const { add } = props;
  const busy = add.isPending || uploading;

  const close = () => {
    if (busy) return;
    add.reset();
    setUploadError(null);
    props.onClose();
  };
  const submit = (source: TSource) => add.mutate(source, { onSuccess: () => close() });
  const submitFile = async (file: File, tags: string[]) => {
    setUploadError(null);
    setUploading(true);
    try {
      const fileUrl = await uploadKnowledgeFile({ region: props.region, agentId: props.agentId, workspaceId: props.workspaceId, file });
      submit({ kind: 'file', name: file.name.slice(-200), fileUrl, tags, refreshRate: KB_DEFAULT_STATIC_REFRESH_RATE });
    } catch (error) {
      setUploadError((error as Error).message);
    } finally {
      setUploading(false);
    }
  };
  const problem = uploadError ?? add.error?.message ?? null;

  return (
    <Modal opened={props.opened} onClose={close} title="Add a knowledge source" size="lg" fullScreen={phone} centered>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={kind}
          onChange={(value) => {
            add.reset();
            setUploadError(null);
            setKind(value as TKbSourceKind);
          }}
          data={KB_SOURCE_KINDS.map((k) => ({ value: k, label: KB_SOURCE_KIND_LABELS[k] }))}
          aria-label="Kind of source"
          disabled={busy}
        />
        {problem ? (
          <Alert color="red" title="The source was not added">
            {problem}
          </Alert>
        ) : null}
        {kind === 'text' ? <TextSourceForm key="text" busy={busy} onSubmit={submit} /> : null}
        {kind === 'url' || kind === 'site' ? (
          <WebSourceForm key={kind} kind={kind} busy={busy} onSubmit={submit} />
        ) : null}
        {kind === 'file' ? <FileSourceForm busy={busy} onSubmit={(file, tags) => void submitFile(file, tags)} /> : null}
      </Stack>
    </Modal>
  );
}
