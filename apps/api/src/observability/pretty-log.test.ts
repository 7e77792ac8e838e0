import { describe, expect, it } from 'vitest';
import { formatLogLine } from './pretty-log.js';

const at = new Date(2026, 10, 29, 9, 5, 7).getTime();

describe('readable log lines (LOG_FORMAT=pretty)', () => {
  it('says a request as method, URL, status and duration', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'abc',
      req: { method: 'GET', url: '/fr/panier', route: 'routes/cart', remoteAddress: '127.0.0.1' },
      res: { statusCode: 404 },
      responseTime: 12.5,
      msg: 'request completed',
    });
    expect(formatLogLine(json)).toBe('09:05:07 INFO  GET /fr/panier 404 12.5 ms\n');
  });
  it('keeps the fields the head does not say, and an error with its stack', () => {
    const json = JSON.stringify({
      level: 50,
      time: at,
      msg: 'shutdown failed',
      signal: 'SIGTERM',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(formatLogLine(json)).toBe(
      '09:05:07 ERROR shutdown failed signal="SIGTERM"\n    Error: boom\n        at x\n',
    );
  });
  it('colours the level at a terminal only', () => {
    const json = JSON.stringify({ level: 40, time: at, msg: 'careful' });
    expect(formatLogLine(json, false)).toBe('09:05:07 WARN  careful\n');
    expect(formatLogLine(json, true)).toContain('\x1b[33mWARN \x1b[0m');
  });
  it('passes a line that is not JSON as it is', () => {
    expect(formatLogLine('plain words')).toBe('plain words\n');
  });
});
