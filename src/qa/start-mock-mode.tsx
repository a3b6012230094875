import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { setQaRequestTimeout } from '../api/config';
import { callNames } from '../api/contracts';
import { registerDemoGameHost } from '../browser/demo-game-host';
import { registerHumanVerifier } from '../browser/human-verification';
import { registerOneClickSignIn } from '../browser/one-click';
import { readStored, setToken, writeStored } from '../browser/session-store';
import { parseQaUrl, QA_STORAGE_KEY, readKeptQaParams, resolveQaParams } from './qa-params';
import { startMockWorld } from '../../mocks/browser';
import { ScenariosPanel } from './panel/scenarios-panel';
import { mockOneClick, MockOneClickWindow } from './stand-ins/mock-one-click';
import { mockHumanVerifier } from './stand-ins/mock-human-verification';
import { mockDemoGameHost } from './stand-ins/mock-demo-game';
import { startRecording } from './inspector/inspector-recorders';

/**
 * Mock mode's start, for a build with no API base URL: reads the QA parameters (kept for the tab's
 * session), starts the mock world with them, puts the stand-ins for the outside services
 * (one-click sign-in, human verification, the demo game) in place and records every actor and call
 * for the inspector. Answers the QA panel, once its words (a catalogue of their own) are in.
 *
 * It is one lazy chunk with all it needs imported statically, so the build lists every file of the
 * mock world for one download (index.html asks for them beside the app's: vite.config.ts), never a
 * second round of imports after the first has arrived.
 */
export async function startMockMode(i18nReady: Promise<I18n>): Promise<ReactNode> {
  const parsed = parseQaUrl(window.location.search, callNames);
  const params = resolveQaParams(parsed, readKeptQaParams(readStored(QA_STORAGE_KEY)));
  writeStored(QA_STORAGE_KEY, JSON.stringify(params));
  setQaRequestTimeout(params.timeoutMs);
  const bridge = await startMockWorld(params, parsed.loginAs);
  if (parsed.loginAs && !bridge.startToken) parsed.rejected.push(`loginAs=${parsed.loginAs}`);
  // A start that logs in (the URL's or the scenario's `loginAs`): its session replaces this tab's.
  if (bridge.startToken) setToken(bridge.startToken);
  registerOneClickSignIn(mockOneClick);
  registerHumanVerifier(mockHumanVerifier);
  registerDemoGameHost(mockDemoGameHost);
  // The panel's machine inspector records every actor and call from the first on.
  startRecording();
  // Nothing above the panel would show while its words load: they are in before it renders.
  await (await i18nReady).loadNamespaces('qa');
  return (
    <>
      <ScenariosPanel bridge={bridge} rejected={parsed.rejected} />
      <MockOneClickWindow />
    </>
  );
}
