import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../src/config.js';

/**
 * The official EN 16931 / Factur-X validators (validate.sh, extract-facturx.sh: their README says what
 * they need): EINVOICING_DIR, by default `shared/einvoicing` next to the repository.
 */
export const EINVOICING_DIR = resolve(process.env.EINVOICING_DIR ?? join(REPO_ROOT, '../shared/einvoicing'));

/**
 * Why the validators cannot run here (their folder or Java is missing), or null. Only these skip the
 * validation tests; any other missing tool (Saxon, xmllint, poppler) makes them fail, as CI installs it.
 */
export function validatorsMissing(): string | null {
  if (!existsSync(join(EINVOICING_DIR, 'validate.sh')))
    return `no e-invoicing validators at ${EINVOICING_DIR} (set EINVOICING_DIR)`;
  const java = spawnSync(process.env.JAVA ?? 'java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) return 'no Java runtime (apt-get install default-jre-headless)';
  return null;
}

/** Runs validate.sh on an XML: its findings and the number of failed assertions (warnings allowed). */
export function validateXml(xml: string, syntax: 'cii' | 'ubl' | 'facturx-en16931') {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-'));
  try {
    const file = join(dir, 'invoice.xml');
    writeFileSync(file, xml);
    const run = spawnSync(join(EINVOICING_DIR, 'validate.sh'), [file, syntax], { encoding: 'utf8' });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    const summary = /(\d+) failed, (\d+) warnings/.exec(run.stdout ?? '');
    // A usage error or a missing tool (exit 2) has no summary: counted as a failure, with its output.
    return { failed: summary && run.status !== 2 ? Number(summary[1]) : -1, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The `factur-x.xml` a PDF carries, and what extract-facturx.sh said (its XMP properties). */
export function extractFacturx(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'facturx-'));
  try {
    const file = join(dir, 'invoice.pdf');
    const out = join(dir, 'factur-x.xml');
    writeFileSync(file, pdf);
    const run = spawnSync(join(EINVOICING_DIR, 'extract-facturx.sh'), [file, out], { encoding: 'utf8' });
    return {
      status: run.status,
      report: `${run.stdout ?? ''}${run.stderr ?? ''}`,
      xml: existsSync(out) ? readFileSync(out, 'utf8') : null,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
