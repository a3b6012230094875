import { setupServer } from 'msw/node';
import { defaultQaParams, type QaParams } from '../src/api/contracts/qa';
import { composeMockWorld, type ComposeOptions } from './compose';

/**
 * The same handlers in Node, for Vitest: `const { server, store } = createMockServer({ scenario })`.
 * The world lives in memory unless a test passes a persistence.
 */
export function createMockServer(params: Partial<QaParams> = {}, now?: number, options?: ComposeOptions) {
  const mock = composeMockWorld({ ...defaultQaParams, ...params }, now, options);
  const server = setupServer(...mock.baseHandlers);
  server.use(...mock.runtimeHandlers());
  return { server, store: mock.store, mock };
}
