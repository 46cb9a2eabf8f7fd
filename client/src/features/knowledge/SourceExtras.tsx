import { createContext, useContext, useState } from 'react';
import { MultiSelect, Select, TagsInput } from '@mantine/core';
import type { TKbTagRules } from '@parley/core/kb/kb-calls';
import { KB_REFRESH_RATES, KB_TAG_MAX, KB_TAGS_MAX, type TKbRefreshRate } from '@parley/core/kb/kb-limits';
import { KB_REFRESH_RATE_LABELS } from '@parley/core/kb/kb-labels';
import { kbTagTooLong, kbTooManyTags } from '@parley/core/kb/kb-messages';

const RATE_OPTIONS = KB_REFRESH_RATES.map((rate) => ({ value: rate, label: KB_REFRESH_RATE_LABELS[rate] }));

/** The tag rules of the agent's organisation (listKnowledgeDocs), given by KnowledgeBase to every form. */
export const KbTagRulesContext = createContext<TKbTagRules>({ predefinedTags: [], onlyPredefined: false });

/**
 * Tags of a source. The organisation's predefined tags are offered; with 'Allow Only Predefined Tags' they
 * are the only choice (the server checks the same), else any tag can be typed too.
 */
export function TagsField(props: { value: string[]; onChange: (tags: string[]) => void; error?: string | undefined }) {
  const { predefinedTags, onlyPredefined } = useContext(KbTagRulesContext);
  // A tag too long, or one too many, is refused with the reason rather than cut or dropped silently.
  const [refused, setRefused] = useState<string | null>(null);
  const change = (next: string[]) => {
    const problem =
      next.length > KB_TAGS_MAX
        ? kbTooManyTags(KB_TAGS_MAX)
        : next.some((tag) => tag.length > KB_TAG_MAX)
          ? kbTagTooLong(KB_TAG_MAX)
          : null;
    setRefused(problem);
    if (!problem) props.onChange(next);
  };
  if (onlyPredefined) {
    // Tags the document had before the restriction stay selectable, so saving never drops them silently.
    const data = [...new Set([...predefinedTags, ...props.value])];
    return (
      <MultiSelect
        label="Tags"
        description={
          predefinedTags.length
            ? `Optional, up to ${KB_TAGS_MAX}. Your organisation allows only its predefined tags.`
            : 'Your organisation allows only predefined tags, and has none yet.'
        }
        data={data}
        value={props.value}
        onChange={props.onChange}
        maxValues={KB_TAGS_MAX}
        disabled={data.length === 0}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
        error={props.error}
      />
    );
  }
  return (
    <TagsInput
      label="Tags"
      description={`Optional, up to ${KB_TAGS_MAX}. Press Enter after each${predefinedTags.length ? ', or pick a suggested one' : ''}.`}
      data={predefinedTags}
      value={props.value}
      onChange={change}
      clearable
      comboboxProps={{ withinPortal: true }}
      error={refused ?? props.error}
    />
  );
}

/** How often a web source is fetched again (the text is re-indexed only when it changed). */
export function RefreshRateField(props: { value: TKbRefreshRate; onChange: (rate: TKbRefreshRate) => void }) {
  return (
    <Select
      label="Refresh"
      description="Fetched again this often; re-indexed only when the page changed."
      data={RATE_OPTIONS}
      value={props.value}
      onChange={(value) => value && props.onChange(value as TKbRefreshRate)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
