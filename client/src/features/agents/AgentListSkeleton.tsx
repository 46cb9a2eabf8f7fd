import { Group, Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

const PLACEHOLDERS = 6;

/** The agent list while it loads: card-shaped placeholders. */
export function AgentListSkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Loading agents…</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <Paper key={i} withBorder radius="md" p="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Skeleton height={40} width={40} radius="md" />
              <Stack gap={8} flex={1}>
                <Skeleton height={14} width="60%" />
                <Skeleton height={10} />
                <Skeleton height={10} width="80%" />
              </Stack>
            </Group>
            <Group justify="space-between" mt="md">
              <Skeleton height={16} width={64} radius="sm" />
              <Skeleton height={10} width={110} />
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}
