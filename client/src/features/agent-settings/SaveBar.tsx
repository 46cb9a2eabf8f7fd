import { Button, Group, Paper, Text } from '@mantine/core';
import { unsavedAgentFields, ZAgentEditable, type TAgentEditable } from '@parley/core';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { agentFieldLabel } from '../agent-shell/agent-field-labels';
import { usePublishAgent } from '../agent-shell/use-publish-agent';
import classes from './AgentSettings.module.css';

const EDITABLE = Object.keys(ZAgentEditable.shape) as (keyof TAgentEditable)[];

/**
 * The save bar: what is unsaved, by name ('Unsaved: Language, Widget type'), with Save and Discard;
 * 'All changes saved.' otherwise. Save publishes like the top bar's Publish.
 */
export function SaveBar() {
  const editor = useAgentEditor();
  const { publish, isPending } = usePublishAgent();
  const unsaved = unsavedAgentFields(editor.draft, editor.server);
  const names = [...new Set(unsaved.map(agentFieldLabel))];

  const discard = () => {
    const patch: Partial<Record<keyof TAgentEditable, unknown>> = {};
    for (const field of EDITABLE) patch[field] = editor.server[field];
    editor.update(patch as Partial<TAgentEditable>);
  };

  return (
    <Paper className={classes.saveBar} withBorder shadow={names.length ? 'md' : undefined} role="region" aria-label="Save bar">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" aria-live="polite" style={{ minWidth: 0 }} lineClamp={2}>
          {names.length ? (
            <>
              <Text span fw={600} size="sm">
                Unsaved:
              </Text>{' '}
              {names.join(', ')}
            </>
          ) : (
            'All changes saved.'
          )}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {names.length ? (
            <Button variant="default" size="xs" onClick={discard} disabled={isPending}>
              Discard
            </Button>
          ) : null}
          <Button size="xs" onClick={() => publish()} disabled={!names.length} loading={isPending}>
            Save changes
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
