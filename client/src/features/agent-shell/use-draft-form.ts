import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { agentFieldError, sameAgentValue, type TAgentEditable } from '@parley/core';
import { useAgentEditor } from './agent-editor-context';

type TEditableKey = keyof TAgentEditable;

/**
 * A react-hook-form form over some editable fields of the open agent, validated with the core schema
 * (`ZAgentEditable.pick(...)`) on every change. Both ways in step with the shared draft:
 * every edit goes into the draft at once (so Publish lights up and the edit survives a tab change);
 * a field the draft changes from elsewhere (a newer server copy) is written into the form.
 */
export function useDraftForm<TValues extends FieldValues & Partial<TAgentEditable>>(
  schema: z.ZodType<TValues, TValues>,
  fields: readonly (keyof TValues & TEditableKey)[],
) {
  const { draft, update } = useAgentEditor();
  const form = useForm<TValues, unknown, TValues>({
    resolver: zodResolver(schema, { error: agentFieldError }),
    mode: 'onChange',
    defaultValues: pickFields(draft, fields) as DefaultValues<TValues>,
  });

  // Form → draft.
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  useEffect(() => {
    const subscription = form.watch(() => {
      const values: Partial<TAgentEditable> = form.getValues();
      const changed = fields.filter((field) => !sameAgentValue(values[field], latestDraft.current[field]));
      if (changed.length) update(pickFields(values, changed));
    });
    return () => subscription.unsubscribe();
  }, [form, fields, update]);

  // Draft → form, for fields that changed in the draft without the form (server copies).
  const previousDraft = useRef(draft);
  useEffect(() => {
    const before = previousDraft.current;
    previousDraft.current = draft;
    const values: Partial<TAgentEditable> = form.getValues();
    for (const field of fields) {
      if (!sameAgentValue(draft[field], before[field]) && !sameAgentValue(draft[field], values[field])) {
        const path = field as Path<TValues>;
        form.setValue(path, draft[field] as PathValue<TValues, typeof path>, { shouldValidate: true });
      }
    }
  }, [draft, fields, form]);

  // A field left invalid on another visit of the tab shows its message straight away.
  useEffect(() => {
    if (!schema.safeParse(form.getValues()).success) void form.trigger();
  }, [schema, form]);

  return form;
}

function pickFields(source: Partial<TAgentEditable>, fields: readonly TEditableKey[]): Partial<TAgentEditable> {
  return Object.fromEntries(fields.map((field) => [field, source[field]]));
}
