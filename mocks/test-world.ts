/**
 * Test support (not a test): the mock world behind MSW's Node server, driven through the real API
 * client and contracts. Refusals are read twice: as the client reports them (`ApiError`) and as the
 * envelope the world sent, so codes and values are checked whatever the client keeps of them.
 *
 * The one module of mocks/ that imports the app beyond its contracts: driving the real client is
 * what proves the client's requests and the mock platform agree. Tests take the client side from
 * here, so mock code itself never reaches past the contracts.
 */
import { afterEach, expect } from 'vitest';
import { createApiClient, type ApiClient } from '../src/api/client';
import {
  CLIENT_TYPE,
  gameListCall,
  loginCall,
  type Envelope,
  type GameListRequest,
  type RegisterRequest,
} from '../src/api/contracts';
import type { LaunchGameRequest } from '../src/api/contracts/launch';
import { ApiError } from '../src/api/errors';
import type { QaParams } from '../src/api/contracts/qa';
import { createMockServer } from './node';
import { DEMO_PASSWORD } from './world/create-world';

export type { ApiClient, RequestOptions } from '../src/api/client';
export { ApiError, isOutcomeUnknown, toFailureInfo } from '../src/api/errors';
export { createPendingOperations, memoryStorage } from '../src/lib/pending-operations';

export const testNow = Date.UTC(2026, 10, 22, 12, 0, 0);

export interface Refusal {
  status: number;
  message: string | null | undefined;
  code: string | null | undefined;
  value: unknown;
}

/**
 * A client of the mock world in Node, speaking the wire protocol as the app does (merchant,
 * language, device headers); English unless asked for Bengali, so tests read the English refusals.
 */
export function testApiClient(getToken: () => string | null, language: 'BN' | 'EN' = 'EN'): ApiClient {
  return createApiClient({
    prefixUrl: 'http://localhost/',
    timeoutMs: 3_000,
    getToken,
    merchantCode: 'DEMO',
    getLanguage: () => language,
  });
}

export interface TestWorld extends ReturnType<typeof createMockServer> {
  api: ApiClient;
  /** The token the client sends on calls that need one. */
  useToken(token: string | null): void;
  /** Awaits a call that must be refused; answers what the world said. */
  refused(call: Promise<unknown>): Promise<Refusal>;
  close(): void;
}

export function startTestWorld(params: Partial<QaParams> = {}): TestWorld {
  const mock = createMockServer(params, testNow);
  const answers: Array<Promise<{ status: number; body: unknown }>> = [];
  mock.server.events.on('response:mocked', ({ response }) => {
    answers.push(
      response
        .clone()
        .json()
        .then(
          (body: unknown) => ({ status: response.status, body }),
          () => ({ status: response.status, body: null }),
        ),
    );
  });
  mock.server.listen({ onUnhandledRequest: 'error' });
  let token: string | null = null;
  const api = testApiClient(() => token);
  return {
    ...mock,
    api,
    useToken(next) {
      token = next;
    },
    async refused(call) {
      const error = await call.then(
        () => {
          throw new Error('expected the call to be refused');
        },
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      const answer = await answers.at(-1)!;
      const envelope = (answer.body ?? {}) as Partial<Envelope<unknown>>;
      // The client keeps the platform's words as sent, and a refusal inside a 200 answer is
      // `rejected` (other statuses map by the client's own tests).
      const refusal = error as ApiError;
      expect(refusal.serverMessage).toBe(envelope.message || undefined);
      expect(answer.status === 200 ? refusal.kind : 'rejected').toBe('rejected');
      return {
        status: answer.status,
        message: envelope.message,
        code: envelope.errorCode,
        value: envelope.value,
      };
    },
    close() {
      mock.server.close();
    },
  };
}

/**
 * A test file's worlds: `const world = testWorlds();` at the top, then `world({ scenario })` in a
 * test; each world's server closes after its test.
 */
export function testWorlds() {
  let current: TestWorld | undefined;
  afterEach(() => {
    current?.close();
    current = undefined;
  });
  return (params: Partial<QaParams> = {}): TestWorld => (current = startTestWorld(params));
}

/** Logs `account` in (the demo password unless given); the world's client sends its token from then on. */
export async function signedIn(
  w: TestWorld,
  account = 'demo01',
  password = DEMO_PASSWORD,
): Promise<TestWorld> {
  const { token } = await w.api.request(loginCall, { type: 'username', username: account, password });
  w.useToken(token);
  return w;
}

/** The game list as the lobby asks for it (RNG, first page of 20, English), with `query` laid over. */
export const listGames = (world: TestWorld, query: Partial<GameListRequest> = {}) =>
  world.api.request(gameListCall, {
    clientType: 3,
    platform: 'WEB',
    merchant: 'DEMO',
    gameType: 'RNG',
    pageNo: 1,
    pageSize: 20,
    language: 'EN',
    ...query,
  });

/** A username registration form as the client sends it (no mobile number). */
export const registerForm = (fields: Partial<RegisterRequest> = {}): RegisterRequest => ({
  username: 'rahim2026',
  password: 'Rahim@2026',
  confirmPassword: 'Rahim@2026',
  captcha: '1234',
  domain: 'luckyplay.example.com',
  registerUrl: 'https://luckyplay.example.com/',
  registerMethod: 'WEB',
  login: true,
  ...fields,
});

/** A game launch as the client sends it: a real account opening a JILI slot. */
export const launchRequest = (over: Partial<LaunchGameRequest> = {}): LaunchGameRequest => ({
  launchMode: 'GLS',
  accountType: 1,
  vassalage: 'JILI',
  gameType: 'RNG',
  gameId: '100000',
  nodeId: '100000',
  language: 'EN',
  platform: 'WEB',
  clientType: CLIENT_TYPE,
  ...over,
});
