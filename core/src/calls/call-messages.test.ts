import { describe, expect, it } from 'vitest';
import { CALL_SERVER_FAILED, callFailureMessage } from './call-messages';

describe('callFailureMessage', () => {
  it("keeps the server's message for people", () => {
    expect(callFailureMessage('invalid-argument', 'Please give this source a name.')).toBe('Please give this source a name.');
    expect(callFailureMessage('internal', 'Stored agent is malformed.')).toBe('Stored agent is malformed.');
  });

  it('says something readable instead of a bare code or nothing', () => {
    expect(callFailureMessage('internal', 'INTERNAL')).toBe(CALL_SERVER_FAILED);
    expect(callFailureMessage('unknown', 'UNKNOWN')).toBe(CALL_SERVER_FAILED);
    expect(callFailureMessage('internal', undefined)).toBe(CALL_SERVER_FAILED);
    expect(callFailureMessage('internal', '')).toBe(CALL_SERVER_FAILED);
  });
});
