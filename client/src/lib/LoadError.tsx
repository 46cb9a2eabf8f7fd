import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** What a screen says when its data could not be loaded: a title, the server's reason, and Try again. */
export function LoadError(props: { title: string; error: Error; onRetry: () => void; maw?: number }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={props.title}
      maw={props.maw ?? 560}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{props.error.message}</Text>
        <Button size="xs" variant="default" onClick={props.onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
