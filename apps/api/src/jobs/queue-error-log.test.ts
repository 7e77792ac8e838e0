import { describe, expect, it } from 'vitest';
import { queueErrorForLog } from './index.js';

describe('a queue error in the log', () => {
  it("keeps the error's type, message, code and stack, not the driver's client it carries", () => {
    const error = Object.assign(new Error('read ECONNRESET'), {
      code: 'ECONNRESET',
      client: { connectionParameters: { user: 'root', host: '127.0.0.1' }, buffer: 'x'.repeat(10_000) },
    });
    const logged = queueErrorForLog(error);
    expect(logged).toMatchObject({ type: 'Error', message: 'read ECONNRESET', code: 'ECONNRESET' });
    expect(logged.stack).toContain('read ECONNRESET');
    expect(JSON.stringify(logged)).not.toContain('connectionParameters');
  });

  it('says what was thrown when it is not an Error', () => {
    expect(queueErrorForLog('boom')).toEqual({ type: 'string', message: 'boom' });
  });
});
