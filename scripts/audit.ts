import { spawnSync } from 'node:child_process';

// `npm run audit`: fails on high or critical advisories in the installed dependencies. Where the
// registry offers no advisory endpoint (this project's sandbox answers 405), it says so plainly
// and passes: a check that could not run is reported, never counted as clean.

type AuditReport = {
  statusCode?: number;
  message?: string;
  metadata?: { vulnerabilities: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
};

const run = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8' });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  console.error('npm audit: unreadable answer\n', run.stdout, run.stderr);
  process.exit(1);
}

if (report.metadata === undefined) {
  console.log(
    `npm audit: NOT CHECKED, the registry answered ${report.statusCode ?? 'an error'} to the advisory request`,
  );
  process.exit(0);
}

const counts = report.metadata.vulnerabilities;
console.log(
  `npm audit: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
);
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) =>
  ['high', 'critical'].includes(entry.severity),
);
for (const [name, entry] of serious) console.log(`  ${entry.severity}: ${name}`);
process.exit(serious.length > 0 ? 1 : 0);
