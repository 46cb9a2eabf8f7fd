import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { KB_SEARCH_METHODS, ZAgentEditable, type TAgentEditable } from '@parley/core';
import { DebouncedNumberInput } from '../DebouncedNumberInput';
import { DebouncedTextInput } from '../DebouncedTextInput';
import { partFieldMessage } from '../field-rules';
import { useSettings } from '../use-settings';

type TKbLlm = TAgentEditable['vg_kb_llm'];

const METHOD_LABELS: Record<TKbLlm['searchMethod'], string> = { smart: 'Smart', simple: 'Simple' };
const METHOD_HELP: Record<TKbLlm['searchMethod'], string> = {
  smart:
    'The model first rewrites the visitor’s question with the conversation so far, then the knowledge is searched with it (one extra, small model call per message).',
  simple: 'The knowledge is searched with the visitor’s last message as it is.',
};

/**
 * How the agent searches its knowledge (`vg_kb_llm`, agency-shell §3.1) and how its sources are cut into
 * passages (`vgOptions.maxChunkSize`, at least 1000 characters: §5).
 */
export function KnowledgeSearchSettings() {
  const { draft, set } = useSettings();
  const kb = draft.vg_kb_llm;
  const kbShape = ZAgentEditable.shape.vg_kb_llm.shape;
  const setKb = <K extends keyof TKbLlm>(part: K, value: TKbLlm[K]) => set('vg_kb_llm', { ...kb, [part]: value });
  return (
    <Stack gap="lg">
      <div>
        <Title order={3} size="h5">
          Knowledge search
        </Title>
        <Text size="sm" c="dimmed">
          How each visitor message finds its passages in the agent’s knowledge.
        </Text>
      </div>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="kb-search-method">
          Search method
        </Text>
        <SegmentedControl
          aria-labelledby="kb-search-method"
          data={KB_SEARCH_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] }))}
          value={kb.searchMethod}
          onChange={(value) => setKb('searchMethod', value as TKbLlm['searchMethod'])}
          maw={320}
        />
        <Text size="xs" c="dimmed">
          {METHOD_HELP[kb.searchMethod]}
        </Text>
      </Stack>
      {kb.searchMethod === 'smart' ? (
        <>
          <DebouncedTextInput
            kind="multiline"
            minRows={3}
            label="Search prompt"
            description="Tells the model how to turn the conversation into one search question. Empty uses Parley’s own."
            value={kb.searchPrompt}
            onCommit={(v) => setKb('searchPrompt', v)}
            validate={(v) => partFieldMessage(kbShape.searchPrompt, v)}
          />
          <DebouncedTextInput
            label="Search model"
            description="The model that rewrites the question. Empty uses the agent’s model."
            value={kb.modelId}
            onCommit={(v) => setKb('modelId', v.trim())}
            validate={(v) => partFieldMessage(kbShape.modelId, v.trim())}
            maw={360}
          />
          <DebouncedNumberInput
            label="Search temperature"
            step={0.1}
            value={kb.temprature}
            onCommit={(v) => setKb('temprature', v)}
            validate={(v) => partFieldMessage(kbShape.temprature, v)}
            maw={200}
          />
          <DebouncedNumberInput
            label="Search max tokens"
            value={kb.maxTokens}
            onCommit={(v) => setKb('maxTokens', v)}
            validate={(v) => partFieldMessage(kbShape.maxTokens, v)}
            maw={200}
          />
        </>
      ) : null}
      <DebouncedNumberInput
        label="Max chunk size"
        description="Sources are cut into passages of at most this many characters. Applies to sources added or re-indexed after saving."
        suffix=" characters"
        step={100}
        value={draft.vgOptions.maxChunkSize}
        onCommit={(v) => set('vgOptions', { ...draft.vgOptions, maxChunkSize: v })}
        validate={(v) => partFieldMessage(ZAgentEditable.shape.vgOptions.shape.maxChunkSize, v)}
        maw={260}
      />
    </Stack>
  );
}
