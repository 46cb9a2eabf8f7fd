import { Box, Group, Skeleton, Stack } from '@mantine/core';

/** What the agent shell shows while the agent loads. */
export function AgentShellSkeleton() {
  return (
    <Box role="status" aria-label="Loading the agent" p="md">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Skeleton h={36} w={160} />
          <Skeleton h={36} w={180} visibleFrom="xs" />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Skeleton h={36} w={90} visibleFrom="sm" />
          <Skeleton h={36} w={110} />
        </Group>
      </Group>
      <Group gap="md" mb="xl" wrap="nowrap" style={{ overflow: 'hidden' }}>
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} h={28} w={84} style={{ flexShrink: 0 }} />
        ))}
      </Group>
      <Stack maw={720} gap="lg">
        <Skeleton h={24} w={200} />
        <Skeleton h={36} />
        <Skeleton h={96} />
        <Skeleton h={36} />
        <Skeleton h={140} />
      </Stack>
    </Box>
  );
}
