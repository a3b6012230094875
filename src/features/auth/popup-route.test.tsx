import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Loads the route module afresh, as the app does when it starts at `path`. */
async function startAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  await import('./popup-route');
}

const loaded = (namespaces: string[], lng: string) =>
  namespaces.filter((ns) => i18next.hasLoadedNamespace(ns, { lng }));

describe('PopupRoute loading ahead', () => {
  it('a start elsewhere loads no popup catalogue ahead', async () => {
    await startAt('/promotions');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loaded(['register', 'auth', 'validation', 'verification'], 'en')).toEqual([]);
  });

  // In this order: a catalogue once loaded stays loaded for the file's other tests.
  it('a start on /login loads the login popup’s catalogues before anything renders, and only those', async () => {
    await startAt('/login');
    await vi.waitFor(() => expect(loaded(['auth', 'validation', 'verification'], 'en')).toHaveLength(3));
    expect(loaded(['register'], 'en')).toEqual([]);
  });

  it('a start on /register (any case, trailing slash) loads its catalogues too', async () => {
    await startAt('/Register/?affiliateCode=BETBD');
    await vi.waitFor(() => expect(loaded(['register'], 'en')).toEqual(['register']));
  });
});
