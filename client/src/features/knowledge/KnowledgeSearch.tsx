import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { KB_SEARCH_QUERY_MAX_CHARS } from '@parley/core/kb/kb-limits';
import type { TKbPassage } from '@parley/core/kb/passages';
import type { TRegion } from '@parley/core/regions/region-codes';
import { useKnowledgeSearch } from './use-knowledge-search';
import classes from './KnowledgeBase.module.css';

const RANK_NAMES: Record<string, string> = { lexical: 'keywords', vector: 'meaning' };

function ranksText(passage: TKbPassage): string {
  return Object.entries(passage.ranks ?? {})
    .map(([list, { rank, score }]) => `${RANK_NAMES[list] ?? list} #${rank} (${score.toFixed(2)})`)
    .join(' · ');
}

/** Search the knowledge as the chat would: the query used, the method, and the ranked passages with their scores. */
export function KnowledgeSearch({ region, agentId }: { region: TRegion; agentId: string }) {
  const [query, setQuery] = useState('');
  const search = useKnowledgeSearch(region, agentId);
  const result = search.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Search the knowledge
        </Title>
        <Text size="sm" c="dimmed">
          The passages the agent would be given for a visitor’s question, best first.
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (query.trim()) search.mutate(query.trim());
          }}
        >
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label="Question"
              placeholder="e.g. How long do refunds take?"
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              maxLength={KB_SEARCH_QUERY_MAX_CHARS}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={search.isPending} leftSection={<IconSearch size={16} aria-hidden />}>
              Search
            </Button>
          </Group>
        </form>
        {search.error ? <Alert color="red">{search.error.message}</Alert> : null}
        {result ? (
          <Stack gap="xs" aria-live="polite">
            <Text size="xs" c="dimmed">
              Query: “{result.query}” · {result.method === 'smart' ? 'smart' : 'simple'} search ·{' '}
              {result.vectors ? 'keywords and meaning' : 'keywords only'} · {result.documents}{' '}
              {result.documents === 1 ? 'document' : 'documents'}, {result.chunks} {result.chunks === 1 ? 'chunk' : 'chunks'}
            </Text>
            {result.passages.length === 0 ? (
              <Text size="sm">Nothing in the knowledge matches this question.</Text>
            ) : (
              <ol className={classes.passages} aria-label="Passages">
                {result.passages.map((passage) => (
                  <li key={passage.chunkId}>
                    <Paper withBorder radius="sm" p="sm">
                      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                        <Text size="sm" fw={600} miw={0} lineClamp={2}>
                          [{passage.number}] {[passage.docName, ...passage.titlePath.filter((t) => t !== passage.docName)].join(' › ')}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                          score {passage.score.toFixed(passage.score < 1 ? 4 : 2)}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {ranksText(passage)}
                      </Text>
                      {passage.url ? (
                        <Anchor href={passage.url} target="_blank" rel="noopener noreferrer" size="xs">
                          {passage.url}
                        </Anchor>
                      ) : null}
                      <Text size="sm" mt={4} className={classes.passageText} lineClamp={8}>
                        {passage.text}
                      </Text>
                    </Paper>
                  </li>
                ))}
              </ol>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
