import { describe, expect, it } from 'vitest';
import { EXEC_PORTS, execPorts, START_PORTS } from './local-config';

describe('execPorts', () => {
  it('shifts every test port by the offset', () => {
    expect(execPorts(0)).toEqual(EXEC_PORTS);
    expect(execPorts(1000).hosting).toBe(EXEC_PORTS.hosting + 1000);
  });

  it('refuses an offset that lands a port on one of the default stacks', () => {
    for (const offset of [1000, 2000, 3000]) {
      const taken = new Set([...Object.values(START_PORTS), ...Object.values(EXEC_PORTS)]);
      expect(Object.values(execPorts(offset)).some((port) => taken.has(port))).toBe(false);
    }
    expect(() => execPorts(4000)).toThrow(/PARLEY_PORT_OFFSET=4000 puts the fakeLlm port on 9199/);
  });
});
