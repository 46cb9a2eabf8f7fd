import { describe, expect, it } from 'vitest';
import { appNavPath } from './app-nav-path';
import { NAV_BOTTOM, NAV_GROUPS, NAV_TOP } from './navigation';

describe('appNavPath', () => {
  it('puts every entry under /app/{region}', () => {
    expect(appNavPath('eu', NAV_TOP)).toBe('/app/eu/agents');
    expect(appNavPath('na', NAV_GROUPS[0]!.entries[2]!)).toBe('/app/na/whatsapp-numbers');
    expect(appNavPath('eu', NAV_BOTTOM)).toBe('/app/eu/credentials');
  });
});
