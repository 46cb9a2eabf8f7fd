import { describe, expect, it } from 'vitest';
import { truncateText } from '../shell/truncate';
import { AGENT_TITLE_BUTTON_CHARS, AGENT_TITLE_LIST_CHARS, agentInitials } from './agent-title';

describe('agent titles in the agent switcher', () => {
  it('keeps a title that fits', () => {
    expect(truncateText('Support Assistant', AGENT_TITLE_BUTTON_CHARS)).toBe('Support Assistant');
  });

  it('cuts to 20 characters in the button and 30 in the list', () => {
    const title = 'Bram the Innkeeper of the Prancing Pony';
    expect(truncateText(title, AGENT_TITLE_BUTTON_CHARS)).toBe('Bram the Innkeeper o…');
    expect(truncateText(title, AGENT_TITLE_LIST_CHARS)).toBe('Bram the Innkeeper of the Pran…');
  });
});

describe('agentInitials', () => {
  it("draws what the dashboard's avatars draw", () => {
    expect(agentInitials('QA settings renamed')).toBe('QS');
    expect(agentInitials('  Support   Assistant ')).toBe('SA');
    expect(agentInitials('Librarian')).toBe('LI');
    expect(agentInitials('')).toBe('?');
  });
});
