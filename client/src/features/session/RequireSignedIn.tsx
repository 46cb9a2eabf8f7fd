import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session-context';

export function FullPageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * Routes for signed-in builders: signed out goes to /login (and back after), an incomplete profile
 * goes to /onboarding?region=…, an account that cannot load says so with Try again.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { session, retry, signOut } = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'signed-out') {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (session.status === 'error') {
    return (
      <Center h="100vh" p="md">
        <Paper withBorder p="xl" maw={420}>
          <Stack>
            <Title order={3}>We could not load your account</Title>
            <Text c="dimmed">{session.message}</Text>
            <Group>
              <Button onClick={retry}>Try again</Button>
              <Button variant="default" onClick={() => void signOut()}>
                Sign out
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    );
  }
  if (session.account.showOnboarding) return <Navigate to={`/onboarding?region=${session.account.region}`} replace />;
  return <>{children}</>;
}
