/**
 * The memory settings of a production instance (scripts/instance-runtime.mjs, ADR 0054) are repeated
 * by hand where no script can import them: the npm scripts and the systemd unit. They must agree.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INSTANCE_ENV, INSTANCE_NODE_ARGS } from '../../../scripts/instance-runtime.mjs';

const repo = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');
const npmScript = (path: string, name: string) =>
  (JSON.parse(read(path)) as { scripts: Record<string, string> }).scripts[name]!;

describe("a production instance's runtime settings", () => {
  it('are given by npm run serve and apps/server npm start', () => {
    for (const command of [
      npmScript('package.json', 'serve'),
      npmScript('apps/server/package.json', 'start'),
    ]) {
      expect(command).toContain(`node ${INSTANCE_NODE_ARGS.join(' ')} --import`);
      for (const [name, value] of Object.entries(INSTANCE_ENV))
        expect(command).toContain(`${name}=\${${name}:-${value}}`);
    }
  });

  it('are given by the systemd unit', () => {
    const unit = read('deploy/systemd/consigne@.service');
    expect(unit).toMatch(
      new RegExp(`^ExecStart=/usr/bin/node ${INSTANCE_NODE_ARGS.join(' ')} --import`, 'm'),
    );
    for (const [name, value] of Object.entries(INSTANCE_ENV))
      expect(unit).toMatch(new RegExp(`^Environment=${name}=${value}$`, 'm'));
  });
});
