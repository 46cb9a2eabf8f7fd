import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { KB_TEXT_SOURCE_MAX_CHARS } from '@parley/core/kb/kb-limits';
import { ZKbTextSourceInput } from '@parley/core/kb/kb-sources';
import { TagsField } from './SourceExtras';

type TIn = z.input<typeof ZKbTextSourceInput>;
type TOut = z.output<typeof ZKbTextSourceInput>;

/** A text source: a name and the text itself. */
export function TextSourceForm({ busy, onSubmit }: { busy: boolean; onSubmit: (source: TOut) => void }) {
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(ZKbTextSourceInput),
    defaultValues: { kind: 'text', name: '', content: '', tags: [] },
  });
  const length = form.watch('content').length;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="e.g. Returns policy"
          required
          data-autofocus
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Textarea
          label="Text"
          placeholder="Paste or write what the agent should know."
          required
          autosize
          minRows={6}
          maxRows={14}
          error={form.formState.errors.content?.message}
          {...form.register('content')}
        />
        <Text size="xs" c={length > KB_TEXT_SOURCE_MAX_CHARS ? 'red' : 'dimmed'} mt={-8}>
          {length.toLocaleString('en-US')} / {KB_TEXT_SOURCE_MAX_CHARS.toLocaleString('en-US')} characters
        </Text>
        <Controller
          control={form.control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Add text
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
