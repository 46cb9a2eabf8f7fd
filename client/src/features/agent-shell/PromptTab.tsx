import {
  Autocomplete,
  Group,
  Input,
  NumberInput,
  Slider,
  Stack,
  Text,
  Textarea,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { AGENT_MAX_TOKENS_LIMIT, AGENT_PROMPT_MAX, LLM_MODELS, ZAgentEditable } from '@parley/core';
import { useDraftForm } from './use-draft-form';

const ZPromptForm = ZAgentEditable.pick({
  vg_systemPrompt: true,
  vg_defaultModel: true,
  vg_temperature: true,
  vg_maxTokens: true,
});
type TPromptForm = z.infer<typeof ZPromptForm>;
const FIELDS = ['vg_systemPrompt', 'vg_defaultModel', 'vg_temperature', 'vg_maxTokens'] as const;

/** An emptied number field holds NaN until a number is typed, so the schema can ask for one. */
const toNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
const shown = (value: number) => (Number.isFinite(value) ? value : '');

/** All models while the field holds one of them; otherwise those matching what was typed. */
const modelFilter: OptionsFilter = ({ options, search }) => {
  const items = options as ComboboxItem[];
  const typed = search.trim().toLowerCase();
  if (!typed || items.some((item) => item.value === search)) return items;
  return items.filter((item) => item.label.toLowerCase().includes(typed));
};

/** The Prompt tab (nodes): system prompt, model, temperature and max tokens of a built-in agent. */
export function PromptTab() {
  const form = useDraftForm<TPromptForm>(ZPromptForm, FIELDS);
  const { errors } = form.formState;
  const promptLength = form.watch('vg_systemPrompt').length;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Prompt">
      <Stack maw={860} gap="lg">
        <div>
          <Textarea
            label="System prompt"
            description="Who the agent is, what it knows and how it should answer."
            autosize
            minRows={12}
            maxRows={30}
            error={errors.vg_systemPrompt?.message}
            styles={{
              input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' },
            }}
            aria-describedby="system-prompt-count"
            {...form.register('vg_systemPrompt')}
          />
          <Text
            id="system-prompt-count"
            size="xs"
            c={promptLength > AGENT_PROMPT_MAX ? 'red' : 'dimmed'}
            ta="right"
            mt={4}
          >
            {promptLength.toLocaleString('en')} / {AGENT_PROMPT_MAX.toLocaleString('en')} characters
          </Text>
        </div>
        <Controller
          control={form.control}
          name="vg_defaultModel"
          render={({ field }) => (
            <Autocomplete
              label="Model"
              description="Pick a model, or type the id of any OpenAI-compatible model."
              data={[...LLM_MODELS]}
              filter={modelFilter}
              maw={480}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.vg_defaultModel?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="vg_temperature"
          render={({ field }) => (
            <Input.Wrapper
              label="Temperature"
              description="Lower is steadier and more predictable; higher is more varied (0 to 2)."
              error={errors.vg_temperature?.message}
              maw={480}
            >
              <Group gap="md" wrap="nowrap" mt={6} align="center">
                <Slider
                  style={{ flex: 1 }}
                  min={0}
                  max={2}
                  step={0.1}
                  value={Number.isFinite(field.value) ? field.value : 0}
                  onChange={field.onChange}
                  label={(value) => value.toFixed(1)}
                  thumbLabel="Temperature"
                  marks={[
                    { value: 0, label: '0' },
                    { value: 1, label: '1' },
                    { value: 2, label: '2' },
                  ]}
                  mb="md"
                />
                <NumberInput
                  w={84}
                  aria-label="Temperature value"
                  min={0}
                  max={2}
                  step={0.1}
                  decimalScale={1}
                  value={shown(field.value)}
                  onChange={(value) => field.onChange(toNumber(value))}
                  onBlur={field.onBlur}
                  error={Boolean(errors.vg_temperature)}
                />
              </Group>
            </Input.Wrapper>
          )}
        />
        <Controller
          control={form.control}
          name="vg_maxTokens"
          render={({ field }) => (
            <NumberInput
              label="Max tokens"
              description={`The longest answer the model may write, in tokens (1 to ${AGENT_MAX_TOKENS_LIMIT.toLocaleString('en')}).`}
              maw={480}
              min={1}
              max={AGENT_MAX_TOKENS_LIMIT}
              step={256}
              allowDecimal={false}
              allowNegative={false}
              value={shown(field.value)}
              onChange={(value) => field.onChange(toNumber(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.vg_maxTokens?.message}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          Changes go live when you publish.
        </Text>
      </Stack>
    </form>
  );
}
