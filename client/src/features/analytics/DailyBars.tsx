import { Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TAnalyticsDay } from '@parley/core';
import classes from './AnalyticsTab.module.css';

const DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One series over the days as bars, with the exact figure of each day on hover and for screen readers. */
export function DailyBars(props: { title: string; days: TAnalyticsDay[]; value: (day: TAnalyticsDay) => number }) {
  const values = props.days.map(props.value);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{props.title}</Text>
        <Text size="sm" c="dimmed">
          {total.toLocaleString()} in {props.days.length} days
        </Text>
      </Group>
      <ol className={classes.bars} aria-label={`${props.title} per day`}>
        {props.days.map((day, i) => {
          const label = `${DAY.format(Date.parse(day.date))}: ${values[i]!.toLocaleString()}`;
          return (
            <li key={day.date} className={classes.barSlot}>
              <Tooltip label={label} withArrow>
                <span
                  className={classes.bar}
                  style={{ height: `${(values[i]! / max) * 100}%` }}
                  aria-label={label}
                  role="img"
                />
              </Tooltip>
            </li>
          );
        })}
      </ol>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {DAY.format(Date.parse(props.days[0]!.date))}
        </Text>
        <Text size="xs" c="dimmed">
          {DAY.format(Date.parse(props.days.at(-1)!.date))}
        </Text>
      </Group>
    </Stack>
  );
}
