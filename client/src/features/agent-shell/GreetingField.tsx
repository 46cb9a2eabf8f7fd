import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { AGENT_GREETING_MESSAGES_MAX, greetingToText, sameAgentValue, textToGreeting } from '@parley/core';

/**
 * The greeting (vg_initMessages) edited as text, one message per line. The text is kept as typed
 * (blank lines while writing) and turned into messages on each change.
 */
export function GreetingField(props: {
  value: string[];
  onChange: (messages: string[]) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [text, setText] = useState(() => greetingToText(props.value));
  // A new value from outside (a newer server copy) replaces the text.
  if (!sameAgentValue(textToGreeting(text), props.value)) setText(greetingToText(props.value));

  const count = textToGreeting(text).length;
  return (
    <Textarea
      label="Greeting"
      description={`The first messages the agent sends, one per line (${count} of at most ${AGENT_GREETING_MESSAGES_MAX}).`}
      placeholder={'Hello! How can I help you today?'}
      autosize
      minRows={3}
      maxRows={12}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        props.onChange(textToGreeting(event.currentTarget.value));
      }}
      onBlur={props.onBlur}
      error={props.error}
    />
  );
}
