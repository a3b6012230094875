import type { SetupServer } from 'msw/node';
import type { Envelope } from '../src/api/contracts';

/**
 * Test support (not a test): the value of the mock world's latest answer as it travelled, before
 * the client's contract schema read it, so a test can check a handler answers the shape the live
 * platform was observed to send. Call it before the request: `const sent = sentValues(w.server)`,
 * then `await sent()` after it.
 */
export function sentValues(server: SetupServer): () => Promise<unknown> {
  let last: Promise<unknown> = Promise.resolve(undefined);
  server.events.on('response:mocked', ({ response }) => {
    last = response
      .clone()
      .json()
      .then(
        (body: Envelope<unknown>) => body.value,
        () => undefined,
      );
  });
  return () => last;
}
