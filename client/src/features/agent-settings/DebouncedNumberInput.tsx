import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NumberInput } from '@mantine/core';
import { VALIDATED_INPUT_DEBOUNCE_MS } from '@parley/core';

/** An emptied number field holds NaN until a number is typed, so the schema can ask for one. */
const toNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** A validated number input: into the draft (and its message shown) 2 s after the last key, or on leaving it. */
export function DebouncedNumberInput(props: {
  label: ReactNode;
  description?: ReactNode;
  value: number;
  onCommit: (value: number) => void;
  validate: (value: number) => string | undefined;
  suffix?: string;
  step?: number;
  maw?: number;
}) {
  const shown = (value: number) => (Number.isFinite(value) ? value : '');
  const [text, setText] = useState<number | string>(shown(props.value));
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ text, onCommit: props.onCommit, value: props.value });
  latest.current = { text, onCommit: props.onCommit, value: props.value };

  useEffect(() => {
    if (timer.current === null) setText(Number.isFinite(props.value) ? props.value : '');
  }, [props.value]);

  const commit = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setPending(false);
    const { text: now, value, onCommit } = latest.current;
    const next = toNumber(now);
    if (!Object.is(next, value)) onCommit(next);
  };

  useEffect(
    () => () => {
      if (timer.current === null) return;
      clearTimeout(timer.current);
      const { text: now, value, onCommit } = latest.current;
      const next = toNumber(now);
      if (!Object.is(next, value)) onCommit(next);
    },
    [],
  );

  return (
    <NumberInput
      label={props.label}
      description={props.description}
      maw={props.maw ?? 320}
      value={text}
      step={props.step ?? 1}
      clampBehavior="none"
      suffix={props.suffix}
      thousandSeparator=","
      allowDecimal={false}
      error={pending ? undefined : props.validate(toNumber(text))}
      onChange={(value) => {
        setText(value);
        setPending(true);
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(commit, VALIDATED_INPUT_DEBOUNCE_MS);
      }}
      onBlur={commit}
    />
  );
}
