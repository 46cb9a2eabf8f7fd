import { describe, expect, it } from 'vitest';
import { isNavEntryActive } from './is-nav-entry-active';
import { NAV_GROUPS, NAV_TOP } from './navigation';

const whatsapp = NAV_GROUPS[0]!.entries[2]!;

describe('isNavEntryActive', () => {
  it('marks an entry current on its page and the pages under it', () => {
    expect(isNavEntryActive('/app/eu/agents', 'eu', NAV_TOP)).toBe(true);
    expect(isNavEntryActive('/app/eu/agents/abc/overview', 'eu', NAV_TOP)).toBe(true);
    expect(isNavEntryActive('/app/na/whatsapp-numbers', 'na', whatsapp)).toBe(true);
  });

  it('does not mark an entry whose path is only a prefix of the word, or in the other region', () => {
    expect(isNavEntryActive('/app/eu/agentsx', 'eu', NAV_TOP)).toBe(false);
    expect(isNavEntryActive('/app/na/agents', 'eu', NAV_TOP)).toBe(false);
    expect(isNavEntryActive('/app/eu/credentials', 'eu', NAV_TOP)).toBe(false);
  });
});
