/**
 * LOG_FORMAT=pretty (the default when stdout is a terminal): pino's JSON lines rewritten, one by one,
 * as lines a person reads — time, level, message, then the request or the other fields. Production
 * (stdout a pipe to journald or a collector) keeps the JSON lines and never runs this code.
 *
 * Written here rather than taken from pino-pretty: about fifty lines that know the shop's own
 * request line (OneLinePerRequest), where pino-pretty would print every field of it on lines of its
 * own, and nothing to install in production.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const LEVEL_COLOURS: Record<number, string> = { 10: '90', 20: '90', 30: '32', 40: '33', 50: '31', 60: '35' };
/** Fields every line has, or that the line's head already says. */
const HEAD_FIELDS = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

const paint = (colours: boolean, code: string, text: string) =>
  colours ? `\x1b[${code}m${text}\x1b[0m` : text;

function clock(time: number | undefined): string {
  const at = new Date(time ?? Date.now());
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** One JSON line as a person reads it (with a trailing newline); a line that is not JSON as it is. */
export function formatLogLine(json: string, colours = false): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = line.level ?? 30;
  const parts = [
    paint(colours, '90', clock(line.time)),
    paint(colours, LEVEL_COLOURS[level] ?? '0', LEVELS[level] ?? String(level)),
  ];
  if (line.req && line.res) {
    // The request line: "GET /fr/panier 200 12.3 ms".
    const status = line.res.statusCode ?? 0;
    const statusColour = status >= 500 ? '31' : status >= 400 ? '33' : '0';
    parts.push(
      `${line.req.method ?? ''} ${line.req.url ?? ''}`,
      paint(colours, statusColour, String(status)),
      `${line.responseTime ?? '?'} ms`,
    );
    if (line.msg && line.msg !== 'request completed') parts.push(line.msg);
  } else if (line.msg !== undefined) parts.push(line.msg);
  const rest = Object.entries(line).filter(([key]) => !HEAD_FIELDS.has(key));
  if (rest.length)
    parts.push(paint(colours, '90', rest.map(([key, value]) => `${key}=${JSON.stringify(value)}`).join(' ')));
  let text = parts.join(' ');
  if (line.err)
    text += `\n${indent(line.err.stack ?? `${line.err.type ?? 'Error'}: ${line.err.message ?? ''}`)}`;
  return `${text}\n`;
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((row) => `    ${row}`)
    .join('\n');

/** A pino destination that writes each line readably on `out` (stdout), coloured on a terminal. */
export function prettyDestination(out: NodeJS.WriteStream = process.stdout) {
  const colours = out.isTTY === true && !process.env.NO_COLOR;
  return { write: (json: string) => out.write(formatLogLine(json, colours)) };
}
