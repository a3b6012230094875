import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM lint plugin; typed by use
import plugin from './layers.mjs';

interface Report {
  data: { to: string };
}

/** The import sources of `file` the layers rule refuses, with the layer each one reached into. */
function refused(file: string, sources: string[]): string[] {
  const reports: Report[] = [];
  const context = {
    filename: resolve(import.meta.dirname, '../..', file),
    report: (r: Report) => reports.push(r),
  };
  const visitors = plugin.rules.imports.create(context) as Record<string, (node: object) => void>;
  for (const value of sources) visitors.ImportDeclaration?.({ source: { value } });
  return reports.map((r) => r.data.to);
}

/** The lazy `import()` sources of `file` the layers rule refuses. */
function refusedLazy(file: string, sources: string[]): string[] {
  const reports: Report[] = [];
  const context = {
    filename: resolve(import.meta.dirname, '../..', file),
    report: (r: Report) => reports.push(r),
  };
  const visitors = plugin.rules.imports.create(context) as Record<string, (node: object) => void>;
  for (const value of sources) visitors.ImportExpression?.({ type: 'ImportExpression', source: { value } });
  return reports.map((r) => r.data.to);
}

describe('the layers rule', () => {
  it('refuses a feature importing another feature, or the app outside its providers', () => {
    expect(
      refused('src/features/shell/header.tsx', [
        '../auth/login-form',
        '../../app/router',
        '../../app/providers/session',
        './nav-bar',
        '../../components/modal',
        '../../../machines/session.machine',
        'react',
      ]),
    ).toEqual(['src/features/auth', 'src/app']);
  });

  it('keeps the shared kit and the logic below the features', () => {
    expect(
      refused('src/components/modal.tsx', ['../features/auth/login-form', '../app/providers/popups']),
    ).toEqual(['src/features/auth']);
    expect(
      refused('src/lib/format.ts', ['../components/modal', '../app/providers/session', './amount']),
    ).toEqual(['src/components', 'src/app/providers']);
    expect(
      refused('machines/session.machine.ts', ['../src/features/auth/login-form', '../src/api/errors']),
    ).toEqual(['src/features/auth']);
  });

  it('keeps a kit below the features, apart from the other kits but the ones it names', () => {
    expect(
      refused('src/kits/records/records-layout.tsx', [
        '../../features/records/betting-record-page',
        '../games/game-card',
        './use-records-query',
        '../../components/columns-table',
        '../../app/providers/site-data',
        '../../browser/session-store',
      ]),
    ).toEqual(['src/features/records', 'src/kits/games']);
    expect(
      refused('src/kits/games/launch-messages.tsx', [
        '../customer-service/customer-service-button',
        '../records/records-layout',
      ]),
    ).toEqual(['src/kits/records']);
    expect(refused('src/components/modal.tsx', ['../kits/games/game-card'])).toEqual(['src/kits/games']);
    expect(refused('src/features/lobby/home-content.tsx', ['../../kits/games/vendor-card'])).toEqual([]);
  });

  it('keeps the pure rules free of the browser, and the machines free of both browser and views', () => {
    expect(
      refused('src/lib/pending-operations.ts', [
        '../browser/session-store',
        '../api/client',
        '../i18n',
        '../api/contracts/wallet',
        '../api/errors',
        './format',
      ]),
    ).toEqual(['src/browser', 'src/api', 'src/i18n']);
    expect(
      refused('src/browser/theme.ts', [
        '../lib/format',
        './session-store',
        '../api/client',
        '../components/modal',
      ]),
    ).toEqual(['src/api', 'src/components']);
    expect(
      refused('machines/submit.machine.ts', [
        '../src/browser/pending-operations',
        '../src/lib/pending-operations',
      ]),
    ).toEqual(['src/browser']);
    expect(refused('src/lib/format.ts', ['react', 'dompurify', 'xstate'])).toEqual(['react', 'dompurify']);
    expect(refused('src/browser/sanitize.ts', ['dompurify', 'react'])).toEqual([]);
    expect(refused('src/api/index.ts', ['../browser/session-store', '../components/modal'])).toEqual([
      'src/components',
    ]);
  });

  it('lets the app compose every feature, and tests reach the mock world', () => {
    expect(
      refused('src/app/router.tsx', ['../features/auth/popup-route', '../features/lobby/home-page']),
    ).toEqual([]);
    expect(
      refused('src/features/auth/login-popup.test.tsx', ['../../test/render', '../../../mocks/node']),
    ).toEqual([]);
    expect(refused('src/features/auth/login-popup.tsx', ['../../../mocks/node'])).toEqual(['mocks']);
  });

  it('lets the mock world import only the contracts and the payload codec', () => {
    expect(
      refused('mocks/handlers/payments.ts', [
        '../../src/api/contracts/payments',
        '../../src/api/payload-crypto',
        '../world/ledger',
        '../../src/lib/masking',
        '../../src/api/client',
      ]),
    ).toEqual(['src/lib', 'src/api']);
  });

  it('keeps the providers to the actors: no app view, no feature', () => {
    expect(
      refused('src/app/providers/popups.tsx', [
        './session',
        '../routing/navigation',
        '../../lib/member-centre-link',
        '../../../machines/overlay.machine',
        '../layouts/main-layout',
      ]),
    ).toEqual(['src/app']);
  });

  it('lets the routing tables load the features pages lazily, never import them', () => {
    expect(
      refusedLazy('src/app/routing/member-centre-pages.ts', ['../../features/wallet/transfer-fund-page']),
    ).toEqual([]);
    expect(
      refused('src/app/routing/member-centre-pages.ts', [
        './centre-pages',
        '../../lib/referral',
        '../../features/wallet/transfer-fund-page',
      ]),
    ).toEqual(['src/features/wallet']);
    // A feature uses the routing kit (the centres' pages, navigation) as it uses the providers.
    expect(refused('src/features/agent/agent-centre.tsx', ['../../app/routing/centre-pages'])).toEqual([]);
  });

  it('lets only the boot and the app reach the QA code, and only lazily', () => {
    expect(refusedLazy('src/main.tsx', ['./qa/start-mock-mode'])).toEqual([]);
    expect(refused('src/main.tsx', ['./qa/start-mock-mode', './app/app'])).toEqual(['src/qa']);
    expect(refusedLazy('src/features/shell/header.tsx', ['../../qa/panel/scenarios-panel'])).toEqual([
      'src/qa',
    ]);
    // The QA code runs the mock world: it may import all of it.
    expect(
      refused('src/qa/start-mock-mode.tsx', [
        '../../mocks/browser',
        '../app/providers/session',
        './qa-params',
      ]),
    ).toEqual([]);
  });
});
