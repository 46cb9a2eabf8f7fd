import { useId } from 'react';
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TAgentListItem } from '@parley/core/agents/agent';
import { agentHomePath } from '@parley/core/agents/agent-home-path';
import { agentEditedLabel, UNTITLED_AGENT } from '@parley/core/agents/agent-list-messages';
import { agentPlatformLabel } from '@parley/core/agents/agent-platform-label';
import { AGENT_TITLE_LIST_CHARS } from '@parley/core/agents/agent-title';
import { truncateText } from '@parley/core/shell/truncate';
import { formatLastModified } from '@parley/core/agents/format-last-modified';
import type { TRegion } from '@parley/core/regions/region-codes';
import { StarAgentButton } from './StarAgentButton';
import classes from './AgentCard.module.css';

/**
 * One agent of the list: the whole card opens it (nodes or overview tab); title (30 characters),
 * description, platform, last change and a star toggle.
 */
export function AgentCard({
  agent,
  region,
  workspaceId,
  now,
}: {
  agent: TAgentListItem;
  region: TRegion;
  workspaceId: string;
  now: number;
}) {
  const titleId = useId();
  const title = agent.title.trim() || UNTITLED_AGENT;
  const image = agent.avatarImageUrl || agent.roundedImageURL || undefined;
  const modified = new Date(agent.lastModified * 1000);

  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.card}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar src={image} name={title} color="initials" radius="md" size={40} alt="" aria-hidden />
        <Stack gap={4} miw={0} flex={1}>
          <Title order={2} size="h5" className={classes.title} id={titleId} title={title}>
            <Link to={agentHomePath(region, agent)} className={classes.link}>
              {truncateText(title, AGENT_TITLE_LIST_CHARS)}
            </Link>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {agent.description.trim() || 'No description'}
          </Text>
        </Stack>
        <StarAgentButton
          className={classes.star}
          region={region}
          workspaceId={workspaceId}
          agentId={agent.ID}
          starred={agent.starred}
          describedBy={titleId}
        />
      </Group>
      <Group className={classes.footer} justify="space-between" gap="xs" wrap="nowrap">
        <Badge variant="light" color="gray" size="sm" radius="sm" style={{ flexShrink: 0 }}>
          {agentPlatformLabel(agent.agentPlatform)}
        </Badge>
        <Text size="xs" c="dimmed" truncate>
          <time dateTime={modified.toISOString()} title={modified.toLocaleString()}>
            {agentEditedLabel(formatLastModified(agent.lastModified, now))}
          </time>
        </Text>
      </Group>
    </Paper>
  );
}
