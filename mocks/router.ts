import { http, type HttpHandler } from 'msw';

/**
 * Many handlers behind one. MSW tries every handler in turn for every request the page
 * makes (each script and picture too), and trying one parses the request's cookies and compiles
 * its path: with a couple of hundred handlers that was most of the mock build's main-thread time
 * on a phone. The router picks the few handlers a request can match (a call's path is fixed: `*`
 * then `/` and the contract's path, mocks/handlers/respond.ts) and runs only those, in the order
 * given, exactly as MSW would: the first answer wins, a handler that answers nothing passes on.
 * Handlers whose path is not a fixed one (a pattern, parameters) are tried for every request.
 * Given a function, the router makes its handlers when the first request comes (or when the
 * function is called before: compose.ts warms them up while the page waits for the worker).
 */
export function routeHandlers(list: readonly HttpHandler[] | (() => readonly HttpHandler[])): HttpHandler {
  let table: RouteTable | undefined;
  const tableOf = () => (table ??= routeTable(typeof list === 'function' ? list() : list));

  // The same request is asked about twice (does it match, then answer it): routed once.
  const routed = new WeakMap<Request, Promise<HttpHandler[]>>();
  const route = (request: Request) => {
    let found = routed.get(request);
    if (!found) {
      found = candidates(request);
      routed.set(request, found);
    }
    return found;
  };
  async function candidates(request: Request): Promise<HttpHandler[]> {
    const { handlers, byPath, anyPath, patterns } = tableOf();
    const keyed = suffixes(new URL(request.url).pathname).flatMap((suffix) => [
      ...(byPath.get(routeKey(request.method, suffix)) ?? []),
      ...(byPath.get(routeKey('*', suffix)) ?? []),
    ]);
    // A request no fixed path matches (a script, a picture): only a handler that matches it counts.
    // A pattern that cannot match the address is passed over without asking MSW (which would parse
    // the request's cookies first); MSW decides the rest.
    let general = anyPath;
    if (!keyed.length) {
      const url = new URL(request.url);
      const address = `${url.origin}${url.pathname}`;
      const maybe = anyPath.filter((index) => patterns.get(index)?.test(address) ?? true);
      const matches = await Promise.all(maybe.map((index) => handlers[index]!.test({ request })));
      general = maybe.filter((_, i) => matches[i]);
    }
    return [...new Set([...keyed, ...general])].sort((a, b) => a - b).map((index) => handlers[index]!);
  }

  return http.all(
    async ({ request }) => (await route(request)).length > 0,
    async ({ request, requestId }) => {
      for (const handler of await route(request)) {
        const result = await handler.run({ request, requestId });
        if (result?.response) return result.response;
      }
      return undefined;
    },
  );
}

interface RouteTable {
  handlers: readonly HttpHandler[];
  /** Handlers by method and fixed path (`*` for any method), as indexes into `handlers`. */
  byPath: Map<string, number[]>;
  /** Handlers to try for every request. */
  anyPath: number[];
  /** The patterns of those whose path is one, as MSW matches them (the address without query). */
  patterns: Map<number, RegExp>;
}

function routeTable(handlers: readonly HttpHandler[]): RouteTable {
  const byPath = new Map<string, number[]>();
  const anyPath: number[] = [];
  const patterns = new Map<number, RegExp>();
  handlers.forEach((handler, index) => {
    const path = fixedPath(handler.info.path);
    const method = handler.info.method;
    if (path === null) {
      anyPath.push(index);
      const pattern = handler.info.path;
      // Without `g` or `y`, whose `test` would move on from the last match.
      if (pattern instanceof RegExp)
        patterns.set(index, new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')));
    } else {
      const key = routeKey(typeof method === 'string' ? method : '*', path);
      byPath.set(key, [...(byPath.get(key) ?? []), index]);
    }
  });
  return { handlers, byPath, anyPath, patterns };
}

/** Paths a request's path ends with, from the longest (`wps/a/b`, `a/b`, `b`), lower case (MSW ignores case). */
function suffixes(pathname: string): string[] {
  const parts = pathname.toLowerCase().replace(/\/+$/, '').split('/').slice(1);
  return parts.map((_, i) => parts.slice(i).join('/'));
}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

/** `wps/a/b` of a handler path `*` + `/wps/a/b` with nothing to match but itself; null otherwise. */
function fixedPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('*/')) return null;
  const rest = path.slice(2).replace(/\/+$/, '');
  return rest && /^[\w.~-]+(\/[\w.~-]+)*$/.test(rest) ? rest : null;
}
