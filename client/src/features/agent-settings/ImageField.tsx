import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { IMAGE_EXTENSIONS, IMAGE_UPLOAD_MAX_MB, truncateText, UPLOAD_NAME_SHOWN_MAX, type TAgentEditable } from '@parley/core';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { DebouncedTextInput } from './DebouncedTextInput';
import { agentFieldMessage } from './field-rules';
import { useUploadImage } from './use-upload-image';

type TImageField = 'roundedImageURL' | 'avatarImageUrl' | 'headerImageUrl' | 'chatBgURL';
const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** An image of the agent: an http(s) address typed in, or a file uploaded (the upload operation) that fills it in. */
export function ImageField(props: { field: TImageField; label: string; description: string; round?: boolean }) {
  const { region, agentId, workspaceId, draft, update } = useAgentEditor();
  const upload = useUploadImage(region, agentId, workspaceId);
  const [fileName, setFileName] = useState('');
  const value = draft[props.field];
  const shown = /^https?:\/\/\S+$/i.test(value) ? value : undefined;

  const choose = (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    upload.mutate(file, {
      onSuccess: (url) => update({ [props.field]: url } as Partial<TAgentEditable>),
    });
  };

  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <DebouncedTextInput
          label={props.label}
          description={props.description}
          placeholder="https://example.com/image.png"
          inputMode="url"
          value={value}
          onCommit={(next) => update({ [props.field]: next } as Partial<TAgentEditable>)}
          validate={(next) => agentFieldMessage(props.field, next)}
        />
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={choose} accept={ACCEPT}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                size="xs"
                variant="default"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={upload.isPending}
                aria-label={`Upload ${props.label.toLowerCase()}`}
              >
                Upload
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {fileName
              ? truncateText(fileName, UPLOAD_NAME_SHOWN_MAX)
              : `${IMAGE_EXTENSIONS.join(', ').toUpperCase()}, up to ${IMAGE_UPLOAD_MAX_MB} MB`}
          </Text>
          {value ? (
            <Button size="xs" variant="subtle" color="gray" onClick={() => update({ [props.field]: '' } as Partial<TAgentEditable>)}>
              Remove
            </Button>
          ) : null}
        </Group>
        {upload.isError ? (
          <Text size="sm" c="red" role="alert">
            {upload.error.message}
          </Text>
        ) : null}
      </Stack>
      <Avatar
        src={shown}
        size={56}
        radius={props.round ? 'xl' : 'sm'}
        mt={26}
        alt={shown ? `${props.label} preview` : undefined}
      />
    </Group>
  );
}
