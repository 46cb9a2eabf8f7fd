import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MUST_BE_LOGGED_IN_TO_CREATE } from '@parley/core/agents/agent-messages';

/** The New Agent drawer with nobody signed in (widget-and-channels §2.1): say so, offer sign in and sign up. */
export function NewAgentSignedOut({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconLock size={28} stroke={1.75} />
      </ThemeIcon>
      <Title order={3} size="h4">
        {MUST_BE_LOGGED_IN_TO_CREATE}
      </Title>
      <Text c="dimmed" maw={360}>
        Sign in to your account, or create one for free, then pick a template and your agent is ready in seconds.
      </Text>
      <Group justify="center">
        <Button component={Link} to="/login" onClick={onNavigate} leftSection={<IconLogin size={18} aria-hidden />}>
          Sign in
        </Button>
        <Button
          component={Link}
          to="/signup"
          onClick={onNavigate}
          variant="default"
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          Sign up
        </Button>
      </Group>
    </Stack>
  );
}
