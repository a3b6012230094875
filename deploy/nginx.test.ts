import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendOrigin, nginxBinary, renderSite, renderStandalone } from './nginx.mjs';
import { contentSecurityPolicy, securityHeaders, trustedTypesPolicies } from './security-headers.mjs';

/**
 * The shipped nginx config, checked by nginx itself (`nginx -t`) and then run
 * against a stand-in build and backend: headers, caching, the SPA fallback, the API proxy, what is
 * never served. nginx: `npm run setup:server` (npm test runs it before the unit tests).
 */

const themeScript = "\n      document.documentElement.dataset.theme = 'dark';\n    ";
const indexHtml = `<!doctype html><html><head><script>${themeScript}</script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body></body></html>`;
const themeHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

describe('the Content-Security-Policy', () => {
  const csp = contentSecurityPolicy({ scriptHashes: [themeHash] });
  const directives = new Map(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

  it('allows no inline code but the theme script, by its hash, and no eval', () => {
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'", themeHash]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
  });

  it('forbids framing, plugins, <base> and script sinks without a policy', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(directives.get('trusted-types')).toEqual(['dompurify', 'web-app-worker']);
    expect(trustedTypesPolicies).toEqual(['dompurify', 'web-app-worker']);
  });

  it("allows what the app loads: CDN images, https game frames, this origin's API", () => {
    expect(directives.get('img-src')).toEqual(["'self'", 'https:', 'data:', 'blob:']);
    expect(directives.get('frame-src')).toEqual(['https:']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    // The service worker and the web app manifest, from this origin only.
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
  });

  it('adds an API on another origin to the calls and scripts, and the mock build its service worker', () => {
    const other = contentSecurityPolicy({
      scriptHashes: [themeHash],
      apiOrigin: 'https://api.example.com',
      mockWorker: true,
    });
    expect(other).toContain(`script-src 'self' ${themeHash};`);
    expect(other).toContain("connect-src 'self' https://api.example.com;");
    expect(other).toContain("connect-src 'self' https://api.example.com;");
    expect(other).toContain("worker-src 'self';");
    // MSW's register() takes a string: the mock build's `default` policy, never the real build's.
    expect(other).toMatch(/trusted-types dompurify web-app-worker default$/);
    expect(directives.get('trusted-types')).not.toContain('default');
  });
});

describe('the nginx config', () => {
  let dir: string;
  let root: string;
  let backend: Server;
  let nginx: ChildProcess | undefined;
  let base: string;
  let backendSaw: Record<string, string | string[] | undefined> = {};
  let configCheck: SpawnSyncReturns<string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nginx-config-test-'));
    root = join(dir, 'dist-real');
    mkdirSync(join(root, 'assets'), { recursive: true });
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, 'index.html'), indexHtml);
    writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1);\n');
    writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
    mkdirSync(join(root, '.well-known'));
    writeFileSync(join(root, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n');
    // The stand-in backend: answers the API paths and sends headers of its own the edge must not duplicate.
    backend = createServer((request, response) => {
      backendSaw = request.headers;
      response.setHeader('Content-Security-Policy', "default-src 'self'");
      response.setHeader('Cache-Control', 'private, max-age=5');
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ path: request.url }));
    });
    await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done));
    const backendPort = (backend.address() as AddressInfo).port;
    const port = await freePort();
    const config = join(dir, 'nginx.conf');
    writeFileSync(
      config,
      renderStandalone({
        root,
        backend: `http://127.0.0.1:${backendPort}`,
        port,
        prefix: dir,
        accessLog: false,
      }),
    );
    const binary = nginxBinary();
    configCheck = spawnSync(binary, ['-t', '-p', dir, '-c', config, '-e', 'stderr'], { encoding: 'utf8' });
    if (configCheck.status !== 0) throw new Error(`nginx -t failed:\n${configCheck.stderr}`);
    nginx = spawn(binary, ['-p', dir, '-c', config, '-e', 'stderr'], { stdio: 'inherit' });
    base = `http://127.0.0.1:${port}`;
    await waitFor(base);
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((done) => backend?.close(done));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is a valid config to nginx itself (nginx -t)', () => {
    expect(configCheck.status).toBe(0);
    expect(configCheck.stderr).toContain('test is successful');
  });

  it('sends the whole header set on the page, and revalidates it on every load', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(indexHtml);
    for (const [name, value] of Object.entries(securityHeaders({ scriptHashes: [themeHash] }))) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(response.headers.get('content-security-policy')).toContain(themeHash);
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('server')).toBe('nginx');
  });

  it('answers history routes with index.html (the SPA fallback)', async () => {
    for (const path of ['/rng', '/agentHome?acPage=agentTeamOverview', '/promotions/']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(indexHtml);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('caches hashed bundles for a year; a missing one is a 404, not the page, and not cached', async () => {
    const bundle = await fetch(`${base}/assets/index-abc123.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('text/javascript');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers.get('x-content-type-options')).toBe('nosniff');
    const gone = await fetch(`${base}/assets/index-gone.js`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBeNull();
    expect(gone.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('never serves dot files (the Vite manifest, env files), but does /.well-known/', async () => {
    for (const path of ['/.vite/manifest.json', '/.env.real', '/assets/.hidden', '/.git/config']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${base}/.well-known/security.txt`)).status).toBe(200);
    expect((await fetch(`${base}/.well-known/missing.txt`)).status).toBe(404);
  });

  it('proxies /wps, /lgw, /lotto and /js to the backend with the player’s address, headers not doubled', async () => {
    for (const path of ['/wps/system/status', '/lgw/x', '/lotto/y', '/js/encrypt.js']) {
      const response = await fetch(`${base}${path}?q=1`);
      expect(await response.json(), path).toEqual({ path: `${path}?q=1` });
      expect(backendSaw['x-forwarded-for'], path).toBe('127.0.0.1');
      expect(backendSaw['x-forwarded-proto'], path).toBe('http');
      // One policy, this server's; the backend's caching as it sent it.
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(response.headers.get('cache-control'), path).toBe('private, max-age=5');
    }
  });
});

describe('rendering the site for a server', () => {
  it('fills every value of the template', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-site-test-'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    try {
      const site = renderSite({
        root: dir,
        backend: 'https://api.example.com',
        serverName: 'play.example.com',
      });
      expect(site).not.toMatch(/\{\{[A-Z_]+\}\}/);
      expect(site).toContain('proxy_pass https://api.example.com;');
      expect(site).toContain('server_name play.example.com;');
      expect(site).toContain(themeHash);
      expect(site).not.toMatch(/^\s*user /m);
      // A login link's ?token= (and any Referer carrying it) never reaches a log.
      expect(site).toContain('access_log /var/log/nginx/access.log betbangla_no_query;');
      const format = /log_format betbangla_no_query (.*);/.exec(site)?.[1] ?? '';
      expect(format).toContain('$uri');
      expect(format).not.toMatch(/\$(request|request_uri|args|query_string|http_referer)\b/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the backend as an origin only (the API paths are passed on as they are)', () => {
    expect(backendOrigin('https://api.example.com/')).toBe('https://api.example.com');
    expect(() => backendOrigin('https://api.example.com/base/')).toThrow(/origin/);
    expect(() => backendOrigin('ftp://api.example.com')).toThrow(/origin/);
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  throw new Error(`nginx did not answer on ${url}`);
}
