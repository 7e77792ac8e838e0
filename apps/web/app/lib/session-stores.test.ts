import { describe, expect, it } from 'vitest';
import { sessionTransition } from './session-stores';

describe('session transitions (login and logout reset the warehouse)', () => {
  it('the first render is neither a login nor a logout', () => {
    expect(sessionTransition(undefined, true)).toBeNull();
    expect(sessionTransition(undefined, false)).toBeNull();
  });
  it('logged out → in is a login, in → out a logout, no change is nothing', () => {
    expect(sessionTransition(false, true)).toBe('login');
    expect(sessionTransition(true, false)).toBe('logout');
    expect(sessionTransition(true, true)).toBeNull();
    expect(sessionTransition(false, false)).toBeNull();
  });
});
