// Validates every e-invoice the API tests captured (EINVOICE_CAPTURE_DIR, apps/api/test/einvoice-capture.ts)
// with the official rules of ../shared/einvoicing, the same steps as its validate.sh — well-formedness
// and XML Schema (xmllint), the Schematron compiled to XSLT (Saxon-HE), the SVRL read by its
// lib/svrl-report.xsl — but in one JVM start per rule set over a whole folder instead of three per file:
//   cii/*.xml      EN 16931 CII (XSD + EN16931-CII-validation.xslt) and Factur-X EN16931 (XSD + XSL)
//   ubl/*.xml      EN 16931 UBL (Invoice or CreditNote XSD by root element + EN16931-UBL-validation.xslt)
//   facturx/*.pdf  the Factur-X PDF's factur-x.xml (extract-facturx.sh), which must be its CII byte for byte
// Prints each file with failures or warnings and its findings, then
// "N documents (X CII, Y UBL, Z Factur-X): F failed assertions". Exit 1 on any failure, 2 on a usage
// error or a missing tool, 1 too when the folder holds no CII (a broken capture); without a folder
// it says so and exits 0 (npm test outside CI).
// Usage: node scripts/validate-einvoices.mjs [dir] (default EINVOICE_CAPTURE_DIR);
// the validators' folder is EINVOICING_DIR, by default ../shared/einvoicing beside the repository.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HERE = resolve(process.env.EINVOICING_DIR ?? join(REPO_ROOT, '../shared/einvoicing'));
const SAXON_JAR = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
const JAVA = process.env.JAVA ?? 'java';

const RULES = {
  cii: {
    xsd: () => join(HERE, 'en16931/cii/xsd/CrossIndustryInvoice_100pD16B.xsd'),
    xslt: join(HERE, 'en16931/cii/EN16931-CII-validation.xslt'),
  },
  ubl: {
    xsd: (xml) =>
      join(
        HERE,
        'ubl-2.1-xsd/maindoc',
        /<(?:\w+:)?CreditNote[\s>]/.test(xml) ? 'UBL-CreditNote-2.1.xsd' : 'UBL-Invoice-2.1.xsd',
      ),
    xslt: join(HERE, 'en16931/ubl/EN16931-UBL-validation.xslt'),
  },
  'facturx-en16931': {
    xsd: () => join(HERE, 'facturx/en16931/Factur-X_EN16931.xsd'),
    xslt: join(HERE, 'facturx/en16931/Factur-X_1.09_EN16931.xsl'),
  },
};

/** validate.sh's verdict: warning, information and info are warnings; anything else a failure. */
const isWarning = (flag) => /^(warning|information|info)$/i.test(flag);

function usage(message, status = 2) {
  console.error(message);
  process.exit(status);
}

function checkTools() {
  const missing = [];
  if (!existsSync(join(HERE, 'validate.sh'))) {
    // Not where they are by default and nobody said where: a clone without the shared tools (the API
    // tests that call the validators skip too). Asked for (EINVOICING_DIR) and absent: a failure.
    if (!process.env.EINVOICING_DIR) {
      console.log(`validate-einvoices: skipped — no validators at ${HERE} (set EINVOICING_DIR)`);
      process.exit(0);
    }
    missing.push(`the validators at ${HERE} (EINVOICING_DIR)`);
  }
  if (spawnSync('xmllint', ['--version']).error) missing.push('xmllint (libxml2-utils)');
  if (spawnSync(JAVA, ['-version']).error) missing.push('java (default-jre-headless)');
  if (!existsSync(SAXON_JAR)) missing.push(`${SAXON_JAR} (libsaxonhe-java)`);
  if (missing.length) usage(`validate-einvoices: missing ${missing.join(', ')}`);
}

/** Runs a command, resolving to its status and output (Saxon runs for each rule set side by side). */
function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => done({ status, stdout, stderr }));
    child.on('error', (error) => done({ status: -1, stdout, stderr: String(error) }));
  });
}

const saxon = (args) =>
  run(JAVA, [
    ...(process.env.JAVA_OPTS?.split(' ').filter(Boolean) ?? []),
    '-cp',
    SAXON_JAR,
    'net.sf.saxon.Transform',
    ...args,
  ]);

/** A document and what was found in it: `[id, flag, location, text]` rows, as validate.sh prints them. */
class Checked {
  constructor(label, path) {
    this.label = label;
    this.path = path;
    this.findings = [];
  }
  add(id, flag, location, text) {
    this.findings.push([id, flag, location, text]);
  }
  get failed() {
    return this.findings.filter(([, flag]) => !isWarning(flag)).length;
  }
  get warnings() {
    return this.findings.length - this.failed;
  }
}

/** xmllint over many files at once: its `file:line: message` errors, per file. */
async function xmllintErrors(files, args) {
  const errors = new Map(files.map((f) => [f, []]));
  if (!files.length) return errors;
  // A few hundred files per call keeps the command line short.
  for (let i = 0; i < files.length; i += 500) {
    const batch = files.slice(i, i + 500);
    const { stderr } = await run('xmllint', ['--noout', ...args, ...batch]);
    for (const line of stderr.split('\n')) {
      const file = batch.find((f) => line.startsWith(`${f}:`));
      const match = file && /^:(\d+): (.*)$/.exec(line.slice(file.length));
      if (match) errors.get(file).push([match[1], match[2]]);
    }
  }
  return errors;
}

/** Well-formedness, then the XML Schema: validate.sh's steps 1 and 2. Resolves to the well-formed documents. */
async function schemaStep(documents, rules) {
  const wellFormed = await xmllintErrors(
    documents.map((d) => d.path),
    [],
  );
  const good = [];
  for (const d of documents) {
    const errors = wellFormed.get(d.path);
    for (const [line, text] of errors) d.add('XML', 'fatal', `line ${line}`, text);
    if (!errors.length) good.push(d);
  }
  const bySchema = Map.groupBy(good, (d) => rules.xsd(readFileSync(d.path, 'utf8')));
  for (const [xsd, group] of bySchema) {
    const errors = await xmllintErrors(
      group.map((d) => d.path),
      ['--schema', xsd],
    );
    for (const d of group)
      for (const [line, text] of errors.get(d.path)) d.add('XSD', 'fatal', `line ${line}`, text);
  }
  return good;
}

/**
 * The Schematron (step 3): one Saxon run over a folder of the documents, an SVRL each; a document
 * left without one (a run-time error stops the folder's run) is run alone, as validate.sh would, and
 * gets its XSLT-ERROR finding if it fails again.
 */
async function schematronStep(documents, xslt, work) {
  const input = mkdtempSync(join(work, 'in-'));
  const output = mkdtempSync(join(work, 'svrl-'));
  const names = new Map();
  documents.forEach((d, i) => {
    const name = `${String(i).padStart(6, '0')}.xml`;
    names.set(name, d);
    writeFileSync(join(input, name), readFileSync(d.path));
  });
  if (!documents.length) return new Map();
  await saxon([`-s:${input}`, `-xsl:${xslt}`, `-o:${output}`]);
  const svrls = new Map();
  for (const [name, d] of names) {
    const svrl = join(output, name);
    if (existsSync(svrl)) {
      svrls.set(d, svrl);
      continue;
    }
    const alone = await saxon([`-s:${join(input, name)}`, `-xsl:${xslt}`, `-o:${svrl}`]);
    if (alone.status === 0 && existsSync(svrl)) svrls.set(d, svrl);
    else {
      const message = alone.stderr
        .split('\n')
        .filter((l) => l && !/^Warning|SXWN9000|should use xsl:sequence/.test(l))
        .slice(0, 3)
        .join(' ');
      d.add('XSLT-ERROR', 'fatal', '-', `${xslt.split('/').pop()}: ${message}`);
    }
  }
  return svrls;
}

/**
 * Step 4: every SVRL read as the validators' lib/svrl-report.xsl reads it (its own r:location
 * shortens the locations), in one Saxon run over a folder of SVRLs.
 */
async function reportStep(svrls, work) {
  if (!svrls.size) return;
  const input = mkdtempSync(join(work, 'svrl-in-'));
  const output = mkdtempSync(join(work, 'report-'));
  const byName = new Map();
  let i = 0;
  for (const [d, svrl] of svrls) {
    const name = `${String(i++).padStart(6, '0')}.xml`;
    byName.set(name, d);
    writeFileSync(join(input, name), readFileSync(svrl));
  }
  // lib/svrl-report.xsl's main template reads a list of SVRLs and prints their lines together: this
  // one prints each SVRL's lines into a file of its own, with the same columns and its r:location.
  const stylesheet = join(work, 'report-each.xsl');
  writeFileSync(
    stylesheet,
    `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:svrl="http://purl.oclc.org/dsdl/svrl" xmlns:r="urn:x-svrl-report" exclude-result-prefixes="svrl r">
  <xsl:import href="${pathToFileURL(join(HERE, 'lib/svrl-report.xsl'))}"/>
  <xsl:output method="text" encoding="UTF-8"/>
  <xsl:template match="/">
    <xsl:variable name="ns" select="//svrl:ns-prefix-in-attribute-values"/>
    <xsl:for-each select="//(svrl:failed-assert | svrl:successful-report)">
      <xsl:variable name="id" select="if (@id) then string(@id) else if (self::svrl:successful-report) then 'report' else 'assert'"/>
      <xsl:variable name="flag" select="if (@flag) then string(@flag) else 'none'"/>
      <xsl:value-of select="$id, $flag, r:location(string(@location), $ns), normalize-space(replace(string(svrl:text), '&#160;', ' '))" separator="&#9;"/>
      <xsl:text>&#10;</xsl:text>
    </xsl:for-each>
  </xsl:template>
</xsl:stylesheet>
`,
  );
  const result = await saxon([`-s:${input}`, `-xsl:${stylesheet}`, `-o:${output}`, 'svrl=']);
  for (const [name, d] of byName) {
    const report = join(output, name);
    if (!existsSync(report)) {
      d.add('SVRL', 'fatal', '-', `could not read the SVRL: ${result.stderr.split('\n')[0]}`);
      continue;
    }
    for (const line of readFileSync(report, 'utf8').split('\n')) {
      if (!line) continue;
      const [id, flag, location, ...text] = line.split('\t');
      d.add(id, flag, location, text.join('\t'));
    }
  }
}

/** The Factur-X PDFs: each must carry, as factur-x.xml, the CII captured under the same hash. */
function extractFacturx(dir, ciiDir, work) {
  const pdfs = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.pdf'))
        .sort()
    : [];
  const out = join(work, 'facturx');
  mkdirSync(out, { recursive: true });
  return pdfs.map((pdf) => {
    const xml = join(out, pdf.replace(/\.pdf$/, '.xml'));
    const d = new Checked(`facturx/${pdf}`, xml);
    const run = spawnSync(join(HERE, 'extract-facturx.sh'), [join(dir, pdf), xml], { encoding: 'utf8' });
    if (run.status !== 0 || !existsSync(xml)) {
      d.add('FACTURX', 'fatal', '-', `no factur-x.xml extracted: ${run.stderr.trim().split('\n').pop()}`);
      return d;
    }
    const cii = join(ciiDir, pdf.replace(/\.pdf$/, '.xml'));
    if (!existsSync(cii) || !readFileSync(cii).equals(readFileSync(xml)))
      d.add('FACTURX', 'fatal', '-', 'the factur-x.xml the PDF carries is not the CII of its document');
    for (const property of ['fx:DocumentType', 'fx:DocumentFileName', 'fx:Version', 'fx:ConformanceLevel'])
      if (!run.stderr.includes(`xmp ${property}:`))
        d.add('XMP', 'fatal', '-', `no ${property} in the PDF's XMP`);
    return d;
  });
}

const xmlFiles = (dir, label) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.xml'))
        .sort()
        .map((f) => new Checked(`${label}/${f}`, join(dir, f)))
    : [];

/** A rule set over documents: schema and Schematron; resolves to their SVRLs (read by reportStep). */
async function validate(documents, syntax, work) {
  const rules = RULES[syntax];
  const good = await schemaStep(documents, rules);
  return schematronStep(good, rules.xslt, work);
}

/** What the capture wrote into stats/ (apps/api/test/einvoice-capture.ts): databases, documents, CPU. */
function captureCost(root) {
  const dir = join(root, 'stats');
  const stats = existsSync(dir)
    ? readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
    : [];
  const documents = stats.reduce((n, s) => n + s.documents, 0);
  const seconds = stats.reduce((n, s) => n + s.cpuMs, 0) / 1000;
  return `captured from ${stats.length} test databases: ${documents} invoices and credit notes, ${seconds.toFixed(1)} s of CPU`;
}

function print(documents) {
  for (const d of documents) {
    if (!d.findings.length) continue;
    console.log(`${d.label}: ${d.failed} failed, ${d.warnings} warnings`);
    for (const f of d.findings) console.log(`  ${f.join('\t')}`);
  }
}

async function main() {
  const given = process.argv[2] ?? process.env.EINVOICE_CAPTURE_DIR;
  // npm test outside CI: the unit run captured nothing, there is nothing to validate.
  if (!given) {
    console.log('EINVOICE_CAPTURE_DIR is not set: no e-invoice captured, none validated.');
    return 0;
  }
  const root = resolve(given);
  checkTools();
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'validate-einvoices-'));
  try {
    // Each CII is checked against both rule sets: one Checked per document and rule set.
    const cii = xmlFiles(join(root, 'cii'), 'cii');
    const ciiFacturx = cii.map((d) => new Checked(`${d.label} (Factur-X rules)`, d.path));
    const ubl = xmlFiles(join(root, 'ubl'), 'ubl');
    const facturx = extractFacturx(join(root, 'facturx'), join(root, 'cii'), work);
    const extracted = facturx.filter((d) => !d.findings.some(([id]) => id === 'FACTURX'));
    // Saxon runs side by side (CI has 2 CPUs); their folders stay apart.
    const dir = (name) => mkdtempSync(join(work, `${name}-`));
    // A JVM per rule set (the PDFs' XML beside the CII's under the Factur-X rules), then one for
    // every SVRL.
    const svrls = await Promise.all([
      validate(cii, 'cii', dir('cii')),
      validate([...ciiFacturx, ...extracted], 'facturx-en16931', dir('fx')),
      validate(ubl, 'ubl', dir('ubl')),
    ]);
    await reportStep(new Map(svrls.flatMap((m) => [...m])), work);
    const errors = existsSync(join(root, 'errors'))
      ? readdirSync(join(root, 'errors')).map((f) => {
          const d = new Checked(`errors/${f}`, join(root, 'errors', f));
          d.add('CAPTURE', 'fatal', '-', readFileSync(d.path, 'utf8').trim());
          return d;
        })
      : [];
    const all = [...cii, ...ciiFacturx, ...ubl, ...facturx, ...errors];
    // A capture that wrote nothing is broken (the tests issue invoices): no silent pass.
    if (!cii.length) usage(`validate-einvoices: no CII captured in ${root}: is the capture broken?`, 1);
    print(all);
    const failed = all.reduce((n, d) => n + d.failed, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(captureCost(root));
    const summary =
      `${cii.length + ubl.length + facturx.length} documents (${cii.length} CII, ${ubl.length} UBL, ` +
      `${facturx.length} Factur-X): ${failed} failed assertions` +
      (errors.length ? `, ${errors.length} documents that could not be rendered` : '');
    console.log(`${summary} (${seconds} s)`);
    // For scripts/test-summary.mjs: the line again at the end of CI's log.
    writeFileSync(join(root, 'summary.json'), JSON.stringify({ summary, failed }));
    return failed === 0 ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exit(await main());
