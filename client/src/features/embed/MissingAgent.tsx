import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A prototype, share or demo address without a usable agent id or region. */
export function MissingAgent() {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" maw={440}>
        <Stack>
          <Title order={1} size="h3">
            This chat link is incomplete
          </Title>
          <Text c="dimmed">The address does not name an agent. Ask whoever shared it for the full link.</Text>
          <Button component={Link} to="/" variant="default">
            Go to the home page
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
