import { installCallObserver } from '../../api/call-observer';
import { installActorInspector } from '../../lib/actor-inspection';
import { createActorRegistry } from './actor-registry';
import { createCallLog } from './call-log';

/**
 * The machine inspector's records, one set for the page: what every actor system and
 * every call tells while the app runs, in the clock of `performance.now()` (ms since the page
 * loaded), so events and calls line up.
 */
const now = () => performance.now();
export const actorRegistry = createActorRegistry({ now });
export const callLog = createCallLog({ now });

/** Mock mode: called at start (src/main.tsx), before the first actor starts or call leaves. */
export function startRecording(): void {
  installActorInspector(actorRegistry.inspect);
  installCallObserver(callLog.observe);
}
