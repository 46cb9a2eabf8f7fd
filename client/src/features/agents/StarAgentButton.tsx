import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { TRegion } from '@parley/core/regions/region-codes';
import { STAR_AGENT, starAgentError, UNSTAR_AGENT } from '@parley/core/agents/agent-list-messages';
import { useStarAgent } from './use-star-agent';

/**
 * Star or unstar one agent of the list. The star flips at once; if saving fails it flips back and a
 * notice says why. `describedBy` names the agent for screen readers ("Star agent, Support Bot").
 */
export function StarAgentButton(props: {
  region: TRegion;
  workspaceId: string;
  agentId: string;
  starred: boolean;
  describedBy: string;
  className?: string;
}) {
  const { region, workspaceId, agentId, starred } = props;
  const star = useStarAgent(region, workspaceId);
  const label = starred ? UNSTAR_AGENT : STAR_AGENT;
  const StarIcon = starred ? IconStarFilled : IconStar;

  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        className={props.className}
        variant="subtle"
        color={starred ? 'yellow' : 'gray'}
        size="lg"
        aria-label={label}
        aria-describedby={props.describedBy}
        onClick={() => {
          // One change at a time per agent; the button stays focusable meanwhile.
          if (star.isPending) return;
          star.mutate(
            { agentId, starred: !starred },
            {
              onError: (error) =>
                notifications.show({ color: 'red', message: starAgentError(!starred, error.message), autoClose: 5000 }),
            },
          );
        }}
      >
        <StarIcon size={20} stroke={1.75} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
