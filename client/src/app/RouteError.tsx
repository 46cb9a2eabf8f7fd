import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** A screen that failed to load (a lost chunk after a deploy, a render error): say so, offer a reload. */
export function RouteError() {
  const error = useRouteError() as Error | null;
  return (
    <Center h="100vh" p="md">
      <Stack align="center" maw={420}>
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed" ta="center">
          {error?.message ?? 'This page could not be shown.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
