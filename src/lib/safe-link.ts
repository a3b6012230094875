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
  const allowed = [...knownLinkHosts, ...siteHosts.map((h) => h.replace(/^www\./, ''))];
  return hostAllowed(url.hostname.toLowerCase(), allowed) ? url.toString() : null;
}

/** Hosts of the site's own domains from the permission data (mainDomain and domain routes). */
export function siteHostsOf(mainDomain: string, domainRoute: readonly string[]): string[] {
  const hosts = [mainDomain];
  for (const route of domainRoute) {
    try {
      hosts.push(new URL(route).hostname);
    } catch {
      // not a URL: ignored
    }
  }
  return hosts;
}

/** New windows never get a handle on this page. */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
