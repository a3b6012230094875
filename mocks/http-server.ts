/**
 * The HTTP mock server: the mock world's handlers over real HTTP, so a build for a real backend
 * (its API paths proxied here) runs exactly like mock mode, and other clients can use the world.
 *
 *   npm run mock-server -- --port 9090 --scenario maintenance --seed 7 --latency 300 --fault status:500
 */
import { createServer } from '@mswjs/http-middleware';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { wire } from '../src/api/contracts';
import { encryptScriptSource } from './platform-encrypt';
import { defaultQaParams, parseFault, type Fault } from '../src/api/contracts/qa';
import { callNames, composeMockWorld } from './compose';
import { protocolHandlers } from './handlers/protocol';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '9090' },
    scenario: { type: 'string', default: defaultQaParams.scenario },
    seed: { type: 'string', default: String(defaultQaParams.seed) },
    latency: { type: 'string', default: '0' },
    fault: { type: 'string', multiple: true, default: [] },
  },
});

const faults = values.fault.map((text) => {
  const fault = parseFault(text, callNames);
  if (!fault) throw new Error(`unknown fault "${text}" (expected <call>:<500|network|timeout|malformed>)`);
  return fault;
}) satisfies Fault[];

const mock = composeMockWorld({
  scenario: values.scenario,
  seed: Number(values.seed),
  latency: Number(values.latency),
  faults,
});
// The platform serves its encryption script from the API origin; this server, the mock world's stand-in.
const cryptoJs = readFileSync(createRequire(import.meta.url).resolve('crypto-js/crypto-js.js'), 'utf8');
const encryptScript = encryptScriptSource(cryptoJs);
const encryptScriptHandler = http.get(`*/${wire.encryption.scriptPath}`, () =>
  HttpResponse.text(encryptScript, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  }),
);
// The protocol (merchant, token, encryption key) is checked before any injected fault, as the
// platform checks it before any function runs; the world's handlers check it again, harmlessly.
const app = createServer(
  encryptScriptHandler,
  ...protocolHandlers(mock.store),
  ...mock.runtimeHandlers(),
  ...mock.baseHandlers,
);
const port = Number(values.port);
app.listen(port, '127.0.0.1', () => {
  console.log(`mock world "${mock.scenario.id}" (seed ${values.seed}) on http://127.0.0.1:${port}`);
});
