import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLOUD_REGION, REGIONS } from '../regions/region-codes';
import { CALLABLE_NAMES } from './callables';
import { callablePath } from './paths';

describe('Hosting rewrites', () => {
  const config = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { rewrites: { source: string; function?: { functionId: string; region: string } }[] };
  };

  it('route every callable of both regions to its function', () => {
    for (const region of REGIONS) {
      for (const name of CALLABLE_NAMES) {
        const rewrite = config.hosting.rewrites.find((r) => r.source === callablePath(region, name));
        expect(rewrite?.function, `${callablePath(region, name)}`).toEqual({
          functionId: `${region}-${name}`,
          region: CLOUD_REGION[region],
        });
      }
    }
  });
});
