/**
 * The HTTP mock server: the mock world's handlers over real HTTP, so a build for a real backend
 * (its API paths proxied here) runs exactly like mock mode, and other clients can use the world.
 *
 *   npm run mock-server -- --port 9090 --scenario maintenance --seed 7 --latency 300 --fault status:500
 */
import { createServer } from '@mswjs/http-middleware';
import { parseArgs } from 'node:util';
import { defaultQaParams, parseFault, type Fault } from '../src/lib/qa-params';
import { callNames, composeMockWorld } from './compose';

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
const app = createServer(...mock.runtimeHandlers(), ...mock.baseHandlers);
const port = Number(values.port);
app.listen(port, '127.0.0.1', () => {
  console.log(`mock world "${mock.scenario.id}" (seed ${values.seed}) on http://127.0.0.1:${port}`);
});
