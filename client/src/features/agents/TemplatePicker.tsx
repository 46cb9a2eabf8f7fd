import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Chip, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import {
  AGENT_TEMPLATES,
  ALL_TEMPLATES_FILTER,
  TEMPLATE_CATEGORIES,
  type TAgentTemplate,
  type TTemplateCategory,
  type TTemplateKey,
} from '@parley/core/agents/templates';
import { templateIcons } from './template-icons';
import classes from './TemplatePicker.module.css';

type TTemplateFilter = TTemplateCategory | typeof ALL_TEMPLATES_FILTER;
const FILTERS: readonly TTemplateFilter[] = [ALL_TEMPLATES_FILTER, ...TEMPLATE_CATEGORIES];

const isFilter = (value: string): value is TTemplateFilter => (FILTERS as readonly string[]).includes(value);

const NEXT_KEYS = ['ArrowDown', 'ArrowRight'];
const PREVIOUS_KEYS = ['ArrowUp', 'ArrowLeft'];

/**
 * The template picker of the New Agent drawer (widget-and-channels §2.1): category filters, then the
 * templates as cards that behave as one radio group (one tab stop, arrow keys move and select).
 */
export function TemplatePicker(props: {
  value: TTemplateKey;
  onChange: (key: TTemplateKey) => void;
  disabled?: boolean;
}) {
  const { value, onChange, disabled = false } = props;
  const [filter, setFilter] = useState<TTemplateFilter>(ALL_TEMPLATES_FILTER);
  const cards = useRef(new Map<TTemplateKey, HTMLButtonElement>());
  const id = useId();

  const visible =
    filter === ALL_TEMPLATES_FILTER ? AGENT_TEMPLATES : AGENT_TEMPLATES.filter((t) => t.category === filter);
  // The checked card is the group's tab stop; when the filter hides it, the first card shown is.
  const tabStop = visible.some((t) => t.key === value) ? value : visible[0]?.key;

  const select = (template: TAgentTemplate | undefined) => {
    if (!template) return;
    onChange(template.key);
    cards.current.get(template.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = visible.length - 1;
    let target: number | null = null;
    if (NEXT_KEYS.includes(event.key)) target = index === last ? 0 : index + 1;
    else if (PREVIOUS_KEYS.includes(event.key)) target = index === 0 ? last : index - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    if (target === null) return;
    event.preventDefault();
    select(visible[target]);
  };

  return (
    <Stack gap="sm">
      <Text component="h3" id={`${id}-label`} fw={600} size="sm">
        Template
      </Text>
      <Chip.Group
        multiple={false}
        value={filter}
        onChange={(next) => {
          if (isFilter(next)) setFilter(next);
        }}
      >
        <Group gap="xs" role="radiogroup" aria-label="Template category">
          {FILTERS.map((f) => (
            <Chip key={f} value={f} size="sm" name={`${id}-category`} disabled={disabled}>
              {f}
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="radiogroup" aria-labelledby={`${id}-label`}>
        {visible.map((template, index) => {
          const checked = template.key === value;
          const Icon = templateIcons[template.icon];
          return (
            <UnstyledButton
              key={template.key}
              ref={(node: HTMLButtonElement | null) => {
                if (node) cards.current.set(template.key, node);
                else cards.current.delete(template.key);
              }}
              className={classes.card}
              role="radio"
              aria-checked={checked}
              aria-labelledby={`${id}-${template.key}-name`}
              aria-describedby={`${id}-${template.key}-description`}
              tabIndex={template.key === tabStop ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(template.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {checked ? <IconCircleCheckFilled className={classes.check} size={20} aria-hidden /> : null}
              <Group gap="sm" wrap="nowrap" align="flex-start" w="100%">
                <ThemeIcon variant={checked ? 'filled' : 'light'} size={36} radius="md" aria-hidden>
                  <Icon size={20} stroke={1.75} />
                </ThemeIcon>
                <Stack gap={2} miw={0}>
                  <Text id={`${id}-${template.key}-name`} fw={600} size="sm" className={classes.name}>
                    {template.name}
                  </Text>
                  <Text id={`${id}-${template.key}-description`} size="xs" c="dimmed" lh={1.4}>
                    {template.description}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
