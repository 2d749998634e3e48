import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

// The offline half of `npm run audit`: package-lock.json against the advisories the project
// records in security/known-vulnerable.json. It needs no advisory endpoint, so a version known
// to be vulnerable cannot come back even where the registry answers no audit request.

export type Advisory = {
  package: string;
  /** A semver range, e.g. "<10.1.3". */
  vulnerable: string;
  severity: 'low' | 'moderate' | 'high' | 'critical';
  ids: string[];
  summary: string;
};

export type LockPackages = Record<string, { version?: string; link?: boolean }>;

export type Finding = { lockPath: string; version: string; advisory: Advisory };

/** `node_modules/a/node_modules/@scope/b` → `@scope/b`; the root entry `""` → null. */
export function packageNameOf(lockPath: string): string | null {
  const marker = 'node_modules/';
  const at = lockPath.lastIndexOf(marker);
  return at === -1 ? null : lockPath.slice(at + marker.length);
}

/** Every installed copy of a package (nested ones too) whose version an advisory covers. */
export function findKnownVulnerable(
  packages: LockPackages,
  advisories: readonly Advisory[],
): Finding[] {
  const findings: Finding[] = [];
  for (const [lockPath, entry] of Object.entries(packages)) {
    const name = packageNameOf(lockPath);
    if (name === null || entry.link || entry.version === undefined) continue;
    for (const advisory of advisories) {
      if (advisory.package !== name) continue;
      if (semver.satisfies(entry.version, advisory.vulnerable, { includePrerelease: true })) {
        findings.push({ lockPath, version: entry.version, advisory });
      }
    }
  }
  return findings;
}

export function readKnownVulnerable(root: string): Finding[] {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: LockPackages;
  };
  const list = JSON.parse(
    fs.readFileSync(path.join(root, 'security/known-vulnerable.json'), 'utf8'),
  ) as { advisories: Advisory[] };
  return findKnownVulnerable(lock.packages, list.advisories);
}
