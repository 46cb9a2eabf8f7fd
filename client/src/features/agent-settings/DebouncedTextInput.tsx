import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import { VALIDATED_INPUT_DEBOUNCE_MS } from '@parley/core';

/**
 * A validated text input (widget-and-channels §5): what is typed goes into the agent's draft, and its
 * message shows, 2 s after the last key (or at once on leaving the field). A change of the draft from
 * elsewhere (a newer server copy, Discard) shows here unless the builder is typing.
 */
export function DebouncedTextInput(props: {
  label: ReactNode;
  description?: ReactNode;
  value: string;
  onCommit: (value: string) => void;
  validate: (value: string) => string | undefined;
  kind?: 'text' | 'multiline' | 'secret';
  placeholder?: string;
  minRows?: number;
  monospace?: boolean;
  withAsterisk?: boolean;
  inputMode?: 'url' | 'text';
  maw?: number;
}) {
  const [text, setText] = useState(props.value);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ text, onCommit: props.onCommit, value: props.value });
  latest.current = { text, onCommit: props.onCommit, value: props.value };

  // The draft changed without us (and we are not mid-edit): show it.
  useEffect(() => {
    if (timer.current === null) setText(props.value);
  }, [props.value]);

  const commit = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setPending(false);
    const { text: now, value, onCommit } = latest.current;
    if (now !== value) onCommit(now);
  };

  // Leaving the tab mid-edit keeps what was typed.
  useEffect(
    () => () => {
      if (timer.current === null) return;
      clearTimeout(timer.current);
      const { text: now, value, onCommit } = latest.current;
      if (now !== value) onCommit(now);
    },
    [],
  );

  const change = (next: string) => {
    setText(next);
    setPending(true);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(commit, VALIDATED_INPUT_DEBOUNCE_MS);
  };

  const common = {
    label: props.label,
    description: props.description,
    placeholder: props.placeholder,
    withAsterisk: props.withAsterisk,
    maw: props.maw,
    value: text,
    error: pending ? undefined : props.validate(text),
    onBlur: commit,
    autoComplete: 'off',
  };
  if (props.kind === 'multiline') {
    return (
      <Textarea
        {...common}
        autosize
        minRows={props.minRows ?? 2}
        maxRows={props.monospace ? 16 : 6}
        spellCheck={!props.monospace}
        styles={
          props.monospace
            ? { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' } }
            : undefined
        }
        onChange={(event) => change(event.currentTarget.value)}
      />
    );
  }
  if (props.kind === 'secret') {
    return <PasswordInput {...common} onChange={(event) => change(event.currentTarget.value)} />;
  }
  return (
    <TextInput {...common} inputMode={props.inputMode} onChange={(event) => change(event.currentTarget.value)} />
  );
}
