import { setupServer } from 'msw/node';
import { defaultQaParams, type QaParams } from '../src/lib/qa-params';
import { composeMockWorld } from './compose';

/** The same handlers in Node, for Vitest: `const { server, store } = createMockServer({ scenario })`. */
export function createMockServer(params: Partial<QaParams> = {}, now?: number) {
  const mock = composeMockWorld({ ...defaultQaParams, ...params }, now);
  const server = setupServer(...mock.baseHandlers);
  server.use(...mock.runtimeHandlers());
  return { server, store: mock.store, mock };
}
