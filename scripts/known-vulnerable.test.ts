import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findKnownVulnerable,
  packageNameOf,
  readKnownVulnerable,
  type Advisory,
} from './known-vulnerable.ts';

const staticAdvisory: Advisory = {
  package: '@fastify/static',
  vulnerable: '<10.1.3',
  severity: 'high',
  ids: ['CVE-2026-15074'],
  summary: 'route guard bypass',
};

describe('known vulnerable versions', () => {
  it('names the package of a lock entry, nested or scoped', () => {
    expect(packageNameOf('')).toBeNull();
    expect(packageNameOf('node_modules/pino')).toBe('pino');
    expect(packageNameOf('node_modules/@fastify/swagger-ui/node_modules/@fastify/static')).toBe(
      '@fastify/static',
    );
  });

  it('finds a vulnerable copy even when it is nested below another package', () => {
    const findings = findKnownVulnerable(
      {
        '': { version: '0.1.0' },
        'node_modules/@fastify/static': { version: '10.1.3' },
        'node_modules/@fastify/swagger-ui/node_modules/@fastify/static': { version: '9.3.0' },
        'node_modules/left-pad': { version: '1.0.0' },
      },
      [staticAdvisory],
    );
    expect(findings).toEqual([
      {
        lockPath: 'node_modules/@fastify/swagger-ui/node_modules/@fastify/static',
        version: '9.3.0',
        advisory: staticAdvisory,
      },
    ]);
  });

  it('counts a prerelease of a vulnerable version as vulnerable', () => {
    const findings = findKnownVulnerable(
      { 'node_modules/@fastify/static': { version: '10.1.3-rc.1' } },
      [staticAdvisory],
    );
    expect(findings).toHaveLength(1);
  });

  it('passes the project as it is installed now', () => {
    expect(readKnownVulnerable(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
