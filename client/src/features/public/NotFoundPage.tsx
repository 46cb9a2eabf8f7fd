import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './PublicLayout.module.css';

/** /404 and every address nobody serves. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack gap="md" align="flex-start">
        <Text fw={700} c="var(--mantine-primary-color-filled)" aria-hidden>
          404
        </Text>
        <Title order={1}>This page does not exist</Title>
        <Text className={classes.muted}>
          The address may be mistyped, or the page may have moved. If you followed a link to an agent, it may have been
          deleted or belong to another workspace.
        </Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
