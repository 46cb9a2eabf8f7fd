import { Select, TagsInput } from '@mantine/core';
import { KB_REFRESH_RATES, KB_TAG_MAX, KB_TAGS_MAX, type TKbRefreshRate } from '@parley/core/kb/kb-limits';
import { KB_REFRESH_RATE_LABELS } from '@parley/core/kb/kb-labels';

const RATE_OPTIONS = KB_REFRESH_RATES.map((rate) => ({ value: rate, label: KB_REFRESH_RATE_LABELS[rate] }));

/** Tags of a source (organisation tags are not set up yet, so any tag goes). */
export function TagsField(props: { value: string[]; onChange: (tags: string[]) => void; error?: string | undefined }) {
  return (
    <TagsInput
      label="Tags"
      description={`Optional, up to ${KB_TAGS_MAX}. Press Enter after each.`}
      value={props.value}
      onChange={props.onChange}
      maxTags={KB_TAGS_MAX}
      maxLength={KB_TAG_MAX}
      clearable
      error={props.error}
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
