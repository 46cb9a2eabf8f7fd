import { describe, expect, it } from 'vitest';
import { agentEditedLabel, noAgentsMatch, starAgentError } from './agent-list-messages';

describe('agent list messages', () => {
  it('quotes the search that found nothing', () => {
    expect(noAgentsMatch('  weather bot ')).toBe('No agents match "weather bot"');
  });

  it('says which star change failed and why', () => {
    expect(starAgentError(true, 'Agent not found.')).toBe('Could not star the agent: Agent not found.');
    expect(starAgentError(false, 'Offline')).toBe('Could not unstar the agent: Offline');
  });

  it('labels the last change', () => {
    expect(agentEditedLabel('yesterday')).toBe('Edited yesterday');
  });
});
