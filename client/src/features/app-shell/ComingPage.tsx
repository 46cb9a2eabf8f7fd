import { Paper, Stack, Text, Title } from '@mantine/core';
import classes from './AppShellLayout.module.css';

/** A screen a later release builds: its name and an honest sentence, nothing pretending to work. */
export function ComingPage({ title }: { title: string }) {
  return (
    <Stack p={{ base: 'md', sm: 'xl' }} gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder radius="md" p="lg" maw={560}>
        <Text className={classes.muted}>This screen is not built yet. It arrives in a later release.</Text>
      </Paper>
    </Stack>
  );
}
