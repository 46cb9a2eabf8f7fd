import { useEffect } from 'react';
import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ID_PATTERN, isRegion, WIDGET_SCRIPT_PATH } from '@parley/core';
import { MissingAgent } from './MissingAgent';

const PAGES = ['page1', 'page2'] as const;

/**
 * /app/{region}/demo/{id}/page1: a sample website with the real embed script, to see the widget as a
 * visitor would. Links between its pages are full page loads, so the conversation's survival of
 * navigation shows too.
 */
export function DemoPage() {
  const { region, agentId = '', page = 'page1' } = useParams();
  const valid = isRegion(region) && ID_PATTERN.test(agentId);

  useEffect(() => {
    if (!valid) return;
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT_PATH;
    script.async = true;
    script.dataset.agentId = agentId;
    script.dataset.region = region;
    document.body.appendChild(script);
    return () => script.remove();
  }, [valid, agentId, region]);

  if (!valid) return <MissingAgent />;
  const second = page === 'page2';
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Group justify="space-between">
          <Text fw={800} fz="xl">
            Harbour Bikes
          </Text>
          <Group gap="md" component="nav" aria-label="Demo site">
            {PAGES.map((p, i) => (
              <Anchor key={p} href={`/app/${region}/demo/${agentId}/${p}`} fw={p === page ? 700 : 400}>
                {i === 0 ? 'Home' : 'Workshop'}
              </Anchor>
            ))}
          </Group>
        </Group>
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
          <Text size="sm">
            This is a demo page: a made-up website with your agent&apos;s chat embedded exactly as on a real site. Open
            the chat with the button in the corner.
          </Text>
        </Paper>
        <Stack gap="sm">
          <Title order={1}>{second ? 'Our workshop' : 'City bikes, repaired while you wait'}</Title>
          <Text c="dimmed" fz="lg">
            {second
              ? 'Tune-ups, wheel truing and e-bike diagnostics by mechanics who ride every day.'
              : 'Family-run since 1998. New and second-hand bikes, spare parts and same-day repairs.'}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {['Same-day repairs', 'Free safety check', 'Rentals by the day'].map((title) => (
            <Paper key={title} withBorder p="md" radius="md">
              <Text fw={600}>{title}</Text>
              <Text size="sm" c="dimmed">
                Ask the assistant for prices and opening hours.
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
