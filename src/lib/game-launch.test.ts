import { describe, expect, it } from 'vitest';
import { gameTypes, type VendorItem } from '../api/contracts/games';
import {
  accountTypeOf,
  gameViewOf,
  launchAccess,
  launchHostsOf,
  launchRequestOf,
  launchRoute,
  parseSeamless,
  seamlessPath,
  type LaunchRoute,
} from './game-launch';
import { gameItem as game } from '../test/game-items';

const vendor = (vassalage: string, gameType: VendorItem['gameType']): VendorItem => ({
  vassalage,
  displayName: `${vassalage} name`,
  lagerIcon: '',
  gameType,
});

describe('launch routing table (SPEC 4.9)', () => {
  it.each<[string, VendorItem, LaunchRoute]>([
    [
      'TCG_LOTTO_VN → /vnLottery',
      vendor('TCG_LOTTO_VN', 'ELOTT'),
      { kind: 'navigate', to: '/vnLottery', needsSession: true },
    ],
    [
      'TCG_SEA → /seaLottery',
      vendor('TCG_SEA', 'LOTT'),
      { kind: 'navigate', to: '/seaLottery', needsSession: true },
    ],
    [
      'another LOTT vendor → /lottery',
      vendor('GPI_LOTT', 'LOTT'),
      { kind: 'navigate', to: '/lottery', needsSession: true },
    ],
    [
      'an RNG vendor → /rng with vassalage',
      vendor('PG SOFT', 'RNG'),
      { kind: 'navigate', to: '/rng?vassalage=PG%20SOFT', needsSession: false },
    ],
  ])('vendor card: %s', (_, target, route) => {
    expect(launchRoute({ kind: 'vendor', vendor: target })).toEqual(route);
  });

  it('vendor card of any other type starts the vendor in the route (INHOUSE too)', () => {
    for (const type of ['LIVE', 'SPORTS', 'INHOUSE', 'FISH'] as const) {
      expect(launchRoute({ kind: 'vendor', vendor: vendor('V1', type) })).toEqual({
        kind: 'start',
        launch: { vendor: 'V1', gameType: type, name: 'V1 name', mode: 'play' },
        needsSession: true,
      });
    }
  });

  it('isGame VASSALAGE opens the vendor popup list, whatever its type', () => {
    expect(
      launchRoute({
        kind: 'game',
        game: game({
          isGame: 'VASSALAGE',
          vassalage: 'JILI_FISH',
          gameType: 'FISH',
          displayName: 'JILI Fishing',
        }),
        mode: 'play',
      }),
    ).toEqual({ kind: 'vendorList', vendor: 'JILI_FISH', gameType: 'FISH', title: 'JILI Fishing' });
  });

  it('LOTT and ELOTT games go to /lottery with their gameCode (TCG_LOTTO_VN games too)', () => {
    expect(
      launchRoute({
        kind: 'game',
        game: game({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN 5' }),
        mode: 'play',
      }),
    ).toEqual({ kind: 'navigate', to: '/lottery?gameCode=VN%205', needsSession: true });
    expect(
      launchRoute({ kind: 'game', game: game({ gameType: 'LOTT', gameCode: null }), mode: 'trial' }),
    ).toEqual({
      kind: 'navigate',
      to: '/lottery',
      needsSession: true,
    });
  });

  it('any other game starts in the route; only its real-money launch needs a session', () => {
    expect(launchRoute({ kind: 'game', game: game({ gameId: 'G-1' }), mode: 'play' })).toEqual({
      kind: 'start',
      launch: {
        vendor: 'JILI',
        gameType: 'RNG',
        gameId: 'G-1',
        nodeId: '100001',
        name: 'Fortune Ace',
        mode: 'play',
      },
      needsSession: true,
    });
    expect(launchRoute({ kind: 'game', game: game(), mode: 'trial' })).toMatchObject({
      kind: 'start',
      launch: { mode: 'trial' },
      needsSession: false,
    });
  });
});

describe('who may launch (SPEC 4.9, 6)', () => {
  const start = launchRoute({ kind: 'game', game: game(), mode: 'play' });
  const trial = launchRoute({ kind: 'game', game: game(), mode: 'trial' });
  const list = launchRoute({ kind: 'game', game: game({ isGame: 'VASSALAGE' }), mode: 'play' });
  const lottery = launchRoute({ kind: 'vendor', vendor: vendor('TCG_SEA', 'LOTT') });
  const visitor = { loggedIn: false, trialAccount: false };
  const trialAccount = { loggedIn: true, trialAccount: true };
  const member = { loggedIn: true, trialAccount: false };

  it('a visitor gets the login popup for a real launch or a lottery, and may browse and try free', () => {
    expect(launchAccess(start, visitor)).toBe('login');
    expect(launchAccess(lottery, visitor)).toBe('login');
    expect(launchAccess(trial, visitor)).toBe('allowed');
    expect(launchAccess(list, visitor)).toBe('allowed');
  });

  it('a trial account gets in_need_true_account for a real launch; a member launches', () => {
    // SPEC 8 trial-account-action: a trial account's real launch gets the dialog instead.
    expect(launchAccess(start, trialAccount)).toBe('trialWarning');
    expect(launchAccess(lottery, trialAccount)).toBe('trialWarning');
    expect(launchAccess(trial, trialAccount)).toBe('allowed');
    expect(launchAccess(start, member)).toBe('allowed');
  });
});

describe('the seamless page URL', () => {
  it('round-trips a launch and refuses a query that names no game', () => {
    const launch = {
      vendor: 'JILI',
      gameType: 'RNG',
      gameId: 'J&1',
      nodeId: '7',
      name: 'Fortune Ace',
      mode: 'trial',
    } as const;
    const path = seamlessPath(launch);
    expect(path.startsWith('/seamless?')).toBe(true);
    expect(parseSeamless(path.slice('/seamless'.length), gameTypes)).toEqual(launch);
    expect(parseSeamless('?vendor=JILI&gameType=NOPE', gameTypes)).toBeNull();
    expect(parseSeamless('', gameTypes)).toBeNull();
    expect(parseSeamless('?vendor=JILI&gameType=RNG&mode=whatever', gameTypes)).toMatchObject({
      mode: 'play',
      name: 'JILI',
    });
  });
});

describe('the launchGame request of a launch (observed fields)', () => {
  it('plays a free trial from the free-play wallet (accountType 0), anything else for money (1)', () => {
    expect(accountTypeOf('trial')).toBe(0);
    expect(accountTypeOf('play')).toBe(1);
  });

  it("sends the vendor as vassalage, the game's id, the wallet and the language", () => {
    const start = launchRoute({ kind: 'game', game: game({ gameId: 'G-1' }), mode: 'play' });
    if (start.kind !== 'start') throw new Error('expected a start');
    expect(launchRequestOf(start.launch, 'BN')).toEqual({
      vassalage: 'JILI',
      gameType: 'RNG',
      gameId: 'G-1',
      nodeId: '100001',
      accountType: 1,
      language: 'BN',
    });
  });

  it('sends the node id as the game id when the game names none, and a trial from the free-play wallet', () => {
    const trial = launchRoute({ kind: 'game', game: game(), mode: 'trial' });
    if (trial.kind !== 'start') throw new Error('expected a start');
    expect(launchRequestOf(trial.launch, 'EN')).toMatchObject({
      gameId: '100001',
      nodeId: '100001',
      accountType: 0,
      language: 'EN',
    });
  });

  it("sends a vendor's lobby as the vendor alone", () => {
    const lobby = launchRoute({ kind: 'vendor', vendor: vendor('EVO', 'LIVE') });
    if (lobby.kind !== 'start') throw new Error('expected a start');
    expect(launchRequestOf(lobby.launch, 'EN')).toEqual({
      vassalage: 'EVO',
      gameType: 'LIVE',
      accountType: 1,
      language: 'EN',
    });
  });
});

describe('what a launch URL may show (SPEC 8 invalid URL)', () => {
  const hosts = launchHostsOf(
    ['luckyplay.example.com'],
    ['https://cdn.games.example.net/path', 'launch.example.org'],
  );
  it('frames only safe https URLs on known hosts, never this origin', () => {
    expect(
      gameViewOf('https://cdn.games.example.net/g?t=1', hosts, undefined, 'https://app.example'),
    ).toEqual({
      kind: 'frame',
      url: 'https://cdn.games.example.net/g?t=1',
    });
    expect(gameViewOf('https://launch.example.org/', hosts, undefined, null)?.kind).toBe('frame');
    expect(gameViewOf('http://cdn.games.example.net/g', hosts)).toBeNull();
    expect(gameViewOf('javascript:alert(1)', hosts)).toBeNull();
    expect(gameViewOf('https://evil.example.com/', hosts)).toBeNull();
    expect(
      gameViewOf('https://luckyplay.example.com/g', hosts, undefined, 'https://luckyplay.example.com'),
    ).toBeNull();
  });
  it('hands a URL the demo host recognises to it, and nothing else', () => {
    const isDemo = (url: string) => url.startsWith('mock-demo:');
    expect(gameViewOf('mock-demo:game?vendor=JILI', hosts, isDemo)).toEqual({
      kind: 'demo',
      url: 'mock-demo:game?vendor=JILI',
    });
    expect(gameViewOf('mock-demo:game?vendor=JILI', hosts)).toBeNull();
  });
});
