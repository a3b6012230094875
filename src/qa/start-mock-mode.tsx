import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { setQaRequestTimeout } from '../api/config';
import { callNames } from '../api/contracts';
import { registerDemoGameHost } from '../browser/demo-game-host';
import { registerHumanVerifier } from '../browser/human-verification';
import { registerOneClickSignIn } from '../browser/one-click';
import { readStored, setToken, writeStored } from '../browser/session-store';
import { parseQaUrl, QA_STORAGE_KEY, readKeptQaParams, resolveQaParams } from './qa-params';

/**
 * Mock mode's start, for a build with no API base URL: reads the QA parameters (kept for the tab's
 * session), starts the mock world with them, puts the stand-ins for the outside services
 * (one-click sign-in, human verification, the demo game) in place and records every actor and call
 * for the inspector. Answers the QA panel, once its words (a catalogue of their own) are in.
 */
export async function startMockMode(i18nReady: Promise<I18n>): Promise<ReactNode> {
  // The mock world's modules download while the QA parameters are read, not after.
  const mockModules = Promise.all([
    import('../../mocks/browser'),
    import('./panel/scenarios-panel'),
    import('./stand-ins/mock-one-click'),
    import('./stand-ins/mock-human-verification'),
    import('./stand-ins/mock-demo-game'),
    import('./inspector/inspector-recorders'),
  ]);
  // Awaited below; a failure meanwhile is that await's to report, not an unhandled rejection.
  mockModules.catch(() => undefined);
  const parsed = parseQaUrl(window.location.search, callNames);
  const params = resolveQaParams(parsed, readKeptQaParams(readStored(QA_STORAGE_KEY)));
  writeStored(QA_STORAGE_KEY, JSON.stringify(params));
  setQaRequestTimeout(params.timeoutMs);
  const [
    { startMockWorld },
    { ScenariosPanel },
    { mockOneClick, MockOneClickWindow },
    { mockHumanVerifier },
    { mockDemoGameHost },
    { startRecording },
  ] = await mockModules;
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
