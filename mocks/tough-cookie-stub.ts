/**
 * Stands in for `tough-cookie` in the mock build's browser bundle only (the alias is in
 * vite.config.ts). MSW keeps the cookies a mocked answer sets in a `tough-cookie` jar, and that
 * package brings the public suffix list: over a third of the mock start's download, and a suffix
 * lookup for every request the page makes. The mock platform sets no cookie (its session is the
 * token header, src/api/contracts/wire.ts), so the jar is always empty: this one keeps nothing.
 * Document cookies still reach the handlers (MSW reads `document.cookie` itself), and a cookie an
 * answer set would still be written to the document by MSW. Node (tests, the HTTP mock server)
 * uses the real package.
 */
export class Cookie {
  key = '';
  value = '';
  domain: string | null = null;
  path: string | null = null;
  static fromJSON(_json: unknown): Cookie | null {
    return null;
  }
  toJSON(): Record<string, unknown> {
    return {};
  }
  toString(): string {
    return '';
  }
}

export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

/** MSW makes it with a MemoryCookieStore, which this one has no use for. */
export class CookieJar {
  getCookiesSync(_url: string): Cookie[] {
    return [];
  }
  setCookie(_cookie: string, _url: string): Promise<void> {
    return Promise.resolve();
  }
}
