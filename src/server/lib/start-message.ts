// What `npm start` tells the operator once the shop listens: where it really serves, in one
// language (English, like every other line for the operator; what customers read is German).

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface StartFacts {
  /** The address the server is bound to, as the socket reports it. */
  host: string;
  port: number;
  /** SITE_URL: the address links in mails and payment redirects use. */
  siteUrl: string;
  hasAdmin: boolean;
}

function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** The lines printed after start-up. */
export function startMessage({ host, port, siteUrl, hasAdmin }: StartFacts): string[] {
  const everywhere = ALL_INTERFACES.has(host);
  const local = `http://${everywhere ? 'localhost' : hostInUrl(host)}:${port}`;
  const site = siteUrl.replace(/\/+$/, '');
  const lines = [
    '',
    everywhere
      ? `  The shop is running at ${local} (listening on all interfaces, port ${port})`
      : `  The shop is running at ${local}`,
  ];
  if (site !== local) lines.push(`  Public address (SITE_URL): ${site}`);
  const siteAddress = new URL(site);
  const sitePort = Number(siteAddress.port || (siteAddress.protocol === 'https:' ? 443 : 80));
  if (LOCAL_HOSTS.has(siteAddress.hostname) && sitePort !== port) {
    lines.push(
      `  Warning: SITE_URL points to port ${sitePort}, but the shop listens on port ${port}:`,
      `  links in mails and payment redirects will not reach it. Set SITE_URL=${local}`,
    );
  }
  lines.push(`  API documentation: ${local}/api/docs`);
  if (!hasAdmin) {
    lines.push(
      '  No admin account yet. Create one with:',
      "    npm run admin:create -- --email you@example.de --password 'a long password'",
    );
  }
  return lines;
}
