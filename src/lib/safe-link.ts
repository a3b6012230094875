/**
 * Server-provided links are opened only when their scheme is https and their host is one the
 * platform is known to use: the site's own domains or the customer-service and store hosts.
 * Anything else (javascript:, data:, unknown hosts) is refused.
 */
export const knownLinkHosts = [
  't.me',
  'telegram.me',
  'wa.me',
  'api.whatsapp.com',
  'facebook.com',
  'm.me',
  'apps.apple.com',
  'play.google.com',
];

/** A bare host name: labels of letters, digits and hyphens joined by dots. */
const HOST_NAME = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$/;

/**
 * A site host as the permission data gives it, made comparable: lower case, without `www.` and
 * without the trailing dot of a fully qualified name. Anything that is not a bare host name (empty,
 * with a scheme, a port, a path or a space) is ignored (null): an empty `mainDomain` would
 * otherwise match every host that ends in a dot.
 */
function siteHost(raw: string): string | null {
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  return HOST_NAME.test(host) ? host : null;
}

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Returns the normalised URL when it may be opened, else null. */
export function safeLink(raw: string | null | undefined, siteHosts: readonly string[] = []): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const allowed = [...knownLinkHosts, ...siteHosts.flatMap((h) => siteHost(h) ?? [])];
  // `t.me.` is `t.me` written as a fully qualified name: the same host, compared without its dot.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return host && hostAllowed(host, allowed) ? url.toString() : null;
}

/** Hosts of the site's own domains from the permission data (mainDomain and domain routes). */
export function siteHostsOf(mainDomain: string, domainRoute: readonly string[]): string[] {
  const hosts: string[] = [];
  const main = siteHost(mainDomain);
  if (main) hosts.push(main);
  for (const route of domainRoute) {
    try {
      const host = siteHost(new URL(route).hostname);
      if (host) hosts.push(host);
    } catch {
      // not a URL: ignored
    }
  }
  return hosts;
}

/** Characters a same-site path never holds: C0 controls, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A server-given link that starts with `/`, when it stays on this site: the path
 * (normalised), else null. Refused: `//host` and `/\host` (a browser reads both as another site),
 * a backslash anywhere (browsers read it as `/`), and control characters (tabs and new lines are
 * dropped by URL parsing, so `/\t/host` would become `//host`).
 */
export function internalPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  if (raw.startsWith('//') || raw.includes('\\') || CONTROL_CHARACTER.test(raw)) return null;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Where a server-given link leads: a path of this site (for the router), or a safe outside link. */
export type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * SPEC 2.7 linkage (banners and the like): a link starting with `/` or `\` is a site path, and only
 * a safe one (internalPath) is followed; any other is an outside link, followed only when
 * `external` accepts it (safeLink with the site's hosts). Null: nothing to follow.
 */
export function linkTarget(
  raw: string | null | undefined,
  external: (raw: string) => string | null,
): LinkTarget | null {
  if (!raw) return null;
  if (raw.startsWith('/') || raw.startsWith('\\')) {
    const to = internalPath(raw);
    return to ? { kind: 'internal', to } : null;
  }
  const href = external(raw);
  return href ? { kind: 'external', href } : null;
}
