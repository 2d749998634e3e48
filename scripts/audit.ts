import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readKnownVulnerable } from './known-vulnerable.ts';

// `npm run audit`, two checks:
// 1. Offline: package-lock.json against security/known-vulnerable.json (advisories the project
//    records). Always runs; any match fails.
// 2. `npm audit` for high/critical advisories. Where the registry offers no advisory endpoint
//    (this project's sandbox answers 405), it says NOT CHECKED plainly: a check that could not
//    run is reported, never counted as clean.

const root = path.resolve(import.meta.dirname, '..');
let failed = false;

const known = readKnownVulnerable(root);
if (known.length === 0) {
  console.log('known vulnerable versions: none installed (security/known-vulnerable.json)');
} else {
  failed = true;
  console.log(`known vulnerable versions: ${known.length} installed`);
  for (const { lockPath, version, advisory } of known) {
    console.log(
      `  ${advisory.severity}: ${lockPath}@${version} matches ${advisory.vulnerable} (${advisory.ids.join(', ')}): ${advisory.summary}`,
    );
  }
}

type AuditReport = {
  statusCode?: number;
  message?: string;
  metadata?: { vulnerabilities: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
};

const run = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8', cwd: root });
let report: AuditReport | null = null;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  console.error('npm audit: unreadable answer\n', run.stdout, run.stderr);
  failed = true;
}

if (report?.metadata === undefined) {
  if (report) {
    console.log(
      `npm audit: NOT CHECKED, the registry answered ${report.statusCode ?? 'an error'} to the advisory request`,
    );
  }
} else {
  const counts = report.metadata.vulnerabilities;
  console.log(
    `npm audit: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
  );
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) =>
    ['high', 'critical'].includes(entry.severity),
  );
  for (const [name, entry] of serious) console.log(`  ${entry.severity}: ${name}`);
  if (serious.length > 0) failed = true;
}

process.exit(failed ? 1 : 0);
