import { Paper, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';

/**
 * A screen with sub-tabs chosen by the `tab=` query (Settings, Voice), each saying plainly that its
 * screen comes in a later release. An unknown `tab=` shows the first sub-tab.
 */
export function SubTabsComing<K extends string>(props: {
  screen: string;
  tabs: readonly K[];
  labels: Record<K, string>;
  /** The sentence saying a sub-tab's screen is not here yet. */
  coming: (label: string) => string;
}) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const first = props.tabs[0];
  const value = props.tabs.find((tab) => tab === requested) ?? first;
  if (!value) return null;

  const choose = (next: string | null) => {
    if (!next) return;
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      params.set('tab', next);
      return params;
    });
  };

  return (
    <Tabs value={value} onChange={choose} keepMounted={false}>
      <Tabs.List mb="lg" aria-label={`${props.screen} sections`}>
        {props.tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {props.labels[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {props.tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          <Paper withBorder radius="md" p="xl" maw={640}>
            <Title order={3} size="h4" mb="xs">
              {props.labels[tab]}
            </Title>
            <Text>{props.coming(props.labels[tab])}</Text>
            <Text c="dimmed" size="sm" mt="xs">
              Nothing here is connected yet, so there is nothing to set up for now.
            </Text>
          </Paper>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
