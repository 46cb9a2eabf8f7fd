import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  KB_CRAWL_DEFAULT_MAX_DEPTH,
  KB_CRAWL_DEFAULT_MAX_PAGES,
  KB_CRAWL_MAX_DEPTH,
  KB_CRAWL_MAX_PAGES,
  KB_DEFAULT_WEB_REFRESH_RATE,
} from '@parley/core/kb/kb-limits';
import { ZKbSiteSourceInput, ZKbUrlSourceInput } from '@parley/core/kb/kb-sources';
import { RefreshRateField, TagsField } from './SourceExtras';

const ZWebSourceForm = ZKbSiteSourceInput.omit({ kind: true }).extend({
  maxPages: ZKbSiteSourceInput.shape.maxPages.unwrap(),
  maxDepth: ZKbSiteSourceInput.shape.maxDepth.unwrap(),
});
type TIn = z.input<typeof ZWebSourceForm>;
type TOut = z.output<typeof ZWebSourceForm>;
export type TWebSource = z.output<typeof ZKbUrlSourceInput> | z.output<typeof ZKbSiteSourceInput>;

/**
 * A web page (its main text), or a whole site crawled from a start page or a sitemap within the page and
 * depth limits shown.
 */
export function WebSourceForm(props: { kind: 'url' | 'site'; busy: boolean; onSubmit: (source: TWebSource) => void }) {
  const site = props.kind === 'site';
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(ZWebSourceForm),
    defaultValues: {
      url: '',
      name: '',
      tags: [],
      refreshRate: KB_DEFAULT_WEB_REFRESH_RATE,
      maxPages: KB_CRAWL_DEFAULT_MAX_PAGES,
      maxDepth: KB_CRAWL_DEFAULT_MAX_DEPTH,
    },
  });
  const submit = form.handleSubmit(({ name, maxPages, maxDepth, ...rest }) => {
    const named = name?.trim() ? { name: name.trim() } : {};
    props.onSubmit(site ? { kind: 'site', ...rest, ...named, maxPages, maxDepth } : { kind: 'url', ...rest, ...named });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={site ? 'Start page or sitemap' : 'Page address'}
          placeholder={site ? 'https://example.com or https://example.com/sitemap.xml' : 'https://example.com/help/returns'}
          required
          data-autofocus
          inputMode="url"
          error={form.formState.errors.url?.message}
          {...form.register('url')}
        />
        <TextInput
          label="Name"
          description={site ? 'Optional: the start page’s title by default.' : 'Optional: the page title by default.'}
          error={form.formState.errors.name?.message}
          {...form.register('name', { setValueAs: (v: string) => (v.trim() ? v : undefined) })}
        />
        {site ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Controller
                control={form.control}
                name="maxPages"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label="Pages"
                    description={`At most ${KB_CRAWL_MAX_PAGES} pages read`}
                    min={1}
                    max={KB_CRAWL_MAX_PAGES}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="maxDepth"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label="Link depth"
                    description={`0 = the start page only; at most ${KB_CRAWL_MAX_DEPTH}`}
                    min={0}
                    max={KB_CRAWL_MAX_DEPTH}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Pages of the same site only; pages its robots.txt disallows are not read. A sitemap address reads the
              pages it lists.
            </Text>
          </>
        ) : null}
        <Controller
          control={form.control}
          name="refreshRate"
          render={({ field }) => <RefreshRateField value={field.value ?? KB_DEFAULT_WEB_REFRESH_RATE} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={props.busy}>
            {site ? 'Add website' : 'Add page'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
