import { describe, expect, it } from 'vitest';
import { filterAgents } from './filter-agents';

const agents = [
  { ID: 'a', title: 'Support Bot', description: 'Answers questions about orders.' },
  { ID: 'b', title: 'Bram the Innkeeper', description: 'A game character.' },
  { ID: 'c', title: 'Booking', description: 'Books a SUPPORT call.' },
];
const ids = (list: { ID: string }[]) => list.map((a) => a.ID);

describe('filterAgents', () => {
  it('keeps every agent, in order, for a blank query', () => {
    expect(ids(filterAgents(agents, ''))).toEqual(['a', 'b', 'c']);
    expect(ids(filterAgents(agents, '   '))).toEqual(['a', 'b', 'c']);
  });

  it('matches the title or the description, ignoring case', () => {
    expect(ids(filterAgents(agents, 'support'))).toEqual(['a', 'c']);
    expect(ids(filterAgents(agents, 'INNKEEPER'))).toEqual(['b']);
    expect(ids(filterAgents(agents, 'game'))).toEqual(['b']);
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(ids(filterAgents(agents, '  bram   the '))).toEqual(['b']);
  });

  it('finds nothing when nothing matches', () => {
    expect(filterAgents(agents, 'weather')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const copy = [...agents];
    filterAgents(agents, 'bot');
    expect(agents).toEqual(copy);
  });
});
