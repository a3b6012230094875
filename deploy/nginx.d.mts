/** Types of deploy/nginx.mjs (plain Node ESM). */
export declare function backendOrigin(backend: string): string;
export declare function siteHeaders(options: { root: string; apiOrigin?: string }): Record<string, string>;
export declare function renderSite(options: {
  root: string;
  backend: string;
  apiOrigin?: string;
  listen?: string;
  serverName?: string;
  /** The access log's path (query strings left out), or 'off'. Default /var/log/nginx/access.log. */
  accessLog?: string;
}): string;
export declare function renderStandalone(options: {
  root: string;
  backend: string;
  port: number | string;
  host?: string;
  prefix: string;
  accessLog?: boolean;
}): string;
export declare function nginxBinary(): string;
