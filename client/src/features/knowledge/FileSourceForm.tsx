import { useState } from 'react';
import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { displayKbFileName, kbUploadError } from '@parley/core/kb/kb-file-rules';
import { KB_ALLOWED_FILE_EXTENSIONS, KB_UPLOAD_MAX_MB } from '@parley/core/kb/kb-limits';
import { maxSizeMessage, onlyFilesMessage } from '@parley/core/uploads/upload-messages';
import { TagsField } from './SourceExtras';

const ACCEPT = KB_ALLOWED_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * A file: picked, checked (allowed extensions, MB × 1,000,000 bytes), uploaded with the upload
 * operation, then added. The file name is shown up to 20 characters.
 */
export function FileSourceForm(props: { busy: boolean; onSubmit: (file: File, tags: string[]) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const pick = (picked: File | null) => {
    setFile(picked);
    setError(picked ? kbUploadError({ name: picked.name, sizeBytes: picked.size }) : null);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return setError('Please choose a file.');
        if (!error) props.onSubmit(file, tags);
      }}
      noValidate
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs" align="flex-start">
            <FileButton onChange={pick} accept={ACCEPT}>
              {(buttonProps) => (
                <Button variant="default" leftSection={<IconFileUpload size={16} aria-hidden />} {...buttonProps}>
                  Choose a file
                </Button>
              )}
            </FileButton>
            {file ? (
              <Text size="sm" title={file.name} data-testid="kb-file-name">
                {displayKbFileName(file.name)}{' '}
                <Text span size="xs" c="dimmed">
                  ({(Math.ceil(file.size / 10_000) / 100).toFixed(2)} MB)
                </Text>
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {onlyFilesMessage(KB_ALLOWED_FILE_EXTENSIONS)} · {maxSizeMessage(KB_UPLOAD_MAX_MB)}
            </Text>
            {error ? (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <TagsField value={tags} onChange={setTags} />
        <Group justify="flex-end">
          <Button type="submit" loading={props.busy} disabled={!file || error !== null}>
            Upload and add
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
