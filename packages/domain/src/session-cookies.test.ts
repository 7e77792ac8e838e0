import { describe, expect, it } from 'vitest';
import { renewalVerdict } from './session-cookies.js';

describe('renewalVerdict: only a refused token ends a session', () => {
  it('a 2xx renewed it', () => {
    expect(renewalVerdict(200)).toBe('renewed');
    expect(renewalVerdict(204)).toBe('renewed');
  });

  it('401 (unknown, expired, reused) and 400 (not a token) refuse it', () => {
    expect(renewalVerdict(401)).toBe('refused');
    expect(renewalVerdict(400)).toBe('refused');
  });

  it('an outage (5xx, no answer) or a guard (403, 429) decides nothing', () => {
    for (const status of [500, 502, 503, 504, 403, 404, 408, 429, null])
      expect(renewalVerdict(status), String(status)).toBe('undecided');
  });
});
