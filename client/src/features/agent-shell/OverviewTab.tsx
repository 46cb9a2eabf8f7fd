import { Avatar, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { safeImageUrl } from '@parley/core/agents/agent-images';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { ZAgentEditable } from '@parley/core';
import { GreetingField } from './GreetingField';
import { useDraftForm } from './use-draft-form';

const ZDesignForm = ZAgentEditable.pick({
  title: true,
  description: true,
  avatarImageUrl: true,
  vg_initMessages: true,
  proactiveMessage: true,
});
type TDesignForm = z.infer<typeof ZDesignForm>;
const FIELDS = ['title', 'description', 'avatarImageUrl', 'vg_initMessages', 'proactiveMessage'] as const;

/** The greeting's message: the list's own, else the first message's, naming its line. */
function greetingError(errors: FieldErrors<TDesignForm>): string | undefined {
  const error = errors.vg_initMessages;
  if (!error) return undefined;
  if (error.message) return error.message;
  const lines = Array.isArray(error) ? (error as (FieldErrors<TDesignForm>['vg_initMessages'] | undefined)[]) : [];
  const line = lines.findIndex((item) => item?.message);
  return line === -1 ? undefined : `Line ${line + 1}: ${lines[line]?.message ?? ''}`;
}

/** The Design tab (overview): name, description, avatar, greeting and proactive message. */
export function OverviewTab() {
  const form = useDraftForm<TDesignForm>(ZDesignForm, FIELDS);
  const { errors } = form.formState;
  const title = form.watch('title');
  const avatar = form.watch('avatarImageUrl').trim();
  const avatarOk = safeImageUrl(avatar) !== '';

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Design">
      <Stack maw={720} gap="lg">
        <TextInput
          label="Name"
          withAsterisk
          autoComplete="off"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label="Description"
          description="What the agent is for; shown in your agent list and in the chat header."
          autosize
          minRows={2}
          maxRows={6}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Group align="flex-start" wrap="nowrap" gap="md">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            label="Avatar image URL"
            description="An http(s) address of a square image."
            placeholder="https://example.com/avatar.png"
            inputMode="url"
            autoComplete="off"
            error={errors.avatarImageUrl?.message}
            {...form.register('avatarImageUrl')}
          />
          <Stack gap={4} align="center" pt={22}>
            <Avatar
              src={avatarOk ? avatar : undefined}
              size={56}
              radius="xl"
              name={title || 'Agent'}
              color="initials"
              alt={avatarOk ? 'Avatar preview' : undefined}
            />
            <Text size="xs" c="dimmed">
              Preview
            </Text>
          </Stack>
        </Group>
        <Controller
          control={form.control}
          name="vg_initMessages"
          render={({ field }) => (
            <GreetingField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={greetingError(errors)}
            />
          )}
        />
        <Textarea
          label="Proactive message"
          description="The bubble shown beside the closed chat button to invite visitors in."
          autosize
          minRows={2}
          maxRows={4}
          error={errors.proactiveMessage?.message}
          {...form.register('proactiveMessage')}
        />
        <Text size="sm" c="dimmed">
          Changes go live when you publish.
        </Text>
      </Stack>
    </form>
  );
}
