import { useEffect, useId, useRef } from 'react';
import { Button, Group, Stack, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZConvertAgentTemplateInput } from '@parley/core/agents/agent-calls';
import { AGENT_NAME_REQUIRED, NEW_AGENT_NAME_FOCUS_DELAY_MS } from '@parley/core/agents/agent-messages';
import { DEFAULT_TEMPLATE_KEY, findTemplate } from '@parley/core/agents/templates';
import { TemplatePicker } from './TemplatePicker';
import classes from './NewAgentForm.module.css';

const ZNewAgentForm = ZConvertAgentTemplateInput.pick({ agentName: true, agentTemplate: true });
type TNewAgentFormInput = z.input<typeof ZNewAgentForm>;
/** What the form hands over: the name trimmed, a known template key. */
export type TNewAgentValues = z.output<typeof ZNewAgentForm>;

/**
 * The New Agent form (widget-and-channels §2.1, §5): the name (focused after about 100 ms), the
 * template (blank by default) and Create, which stays disabled, saying why, while the name is empty.
 * Enter in the name creates. `busy` (creating, then redirecting) disables everything.
 */
export function NewAgentForm({ busy, onCreate }: { busy: boolean; onCreate: (values: TNewAgentValues) => void }) {
  const form = useForm<TNewAgentFormInput, unknown, TNewAgentValues>({
    resolver: zodResolver(ZNewAgentForm),
    defaultValues: { agentName: '', agentTemplate: DEFAULT_TEMPLATE_KEY },
    mode: 'onChange',
  });
  const hintId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const { ref: registerName, ...nameField } = form.register('agentName');
  const nameRef = useMergedRef(nameInput, registerName);

  useEffect(() => {
    const timer = window.setTimeout(() => nameInput.current?.focus(), NEW_AGENT_NAME_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // A failed create gives the form back: put the cursor in the name again (disabling it took focus away).
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) nameInput.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const nameMissing = form.watch('agentName').trim() === '';
  const template = findTemplate(form.watch('agentTemplate'));

  return (
    <form onSubmit={form.handleSubmit(onCreate)} noValidate aria-busy={busy}>
      <fieldset className={classes.fieldset} disabled={busy}>
        <Stack gap="lg">
          <TextInput
            ref={nameRef}
            label="Agent name"
            placeholder="e.g. Support Assistant"
            required
            autoComplete="off"
            data-autofocus
            disabled={busy}
            error={form.formState.errors.agentName?.message}
            {...nameField}
          />

          <Controller
            control={form.control}
            name="agentTemplate"
            render={({ field }) => <TemplatePicker value={field.value} onChange={field.onChange} disabled={busy} />}
          />

          <Group className={classes.footer} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="dimmed" truncate>
              Template:{' '}
              <Text span inherit fw={600} c="var(--mantine-color-text)">
                {template.name}
              </Text>
            </Text>
            <Tooltip label={AGENT_NAME_REQUIRED} disabled={!nameMissing || busy} withArrow>
              <Button
                type="submit"
                loading={busy}
                flex="none"
                leftSection={<IconSparkles size={18} aria-hidden />}
                // Disabled, yet focusable and hoverable so it can say why (aria-disabled, not disabled).
                data-disabled={nameMissing || undefined}
                aria-disabled={nameMissing || undefined}
                aria-describedby={nameMissing ? hintId : undefined}
                onClick={(event) => {
                  if (!nameMissing) return;
                  event.preventDefault();
                  void form.trigger('agentName', { shouldFocus: true });
                }}
              >
                Create
              </Button>
            </Tooltip>
          </Group>
          {nameMissing ? <VisuallyHidden id={hintId}>{AGENT_NAME_REQUIRED}</VisuallyHidden> : null}
        </Stack>
      </fieldset>
    </form>
  );
}
