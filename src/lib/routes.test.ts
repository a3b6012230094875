import { describe, expect, it } from 'vitest';
import {
  agentHomeFrom,
  agentLoginFrom,
  categoryOfPath,
  contentKey,
  isAgentPath,
  isGamePage,
  vendorHref,
} from './routes';

describe('route rules (SPEC 2.1)', () => {
  it('keys /, /login and /register as one content', () => {
    expect(contentKey('/login')).toBe(contentKey('/'));
    expect(contentKey('/register')).toBe(contentKey('/'));
    expect(contentKey('/live')).not.toBe(contentKey('/'));
  });

  it('treats the lottery paths, their other spellings and the seamless page as game pages', () => {
    for (const path of [
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/lottert',
      '/vnlottery',
      '/sealottery',
      '/seamless',
    ]) {
      expect(isGamePage(path)).toBe(true);
    }
    expect(isGamePage('/live')).toBe(false);
    expect(isGamePage('/')).toBe(false);
  });

  it('maps category routes and vendor links', () => {
    expect(categoryOfPath('/esports')).toBe('ESPORTS');
    expect(categoryOfPath('/promotions')).toBeNull();
    expect(vendorHref('RNG', 'PG')).toBe('/rng?vassalage=PG');
  });

  it('knows the agent routes', () => {
    expect(isAgentPath('/agent')).toBe(true);
    expect(isAgentPath('/agentHome')).toBe(true);
    expect(isAgentPath('/member')).toBe(false);
  });
});

describe('agent centre links through the agent login', () => {
  it('keeps the asked-for page through /agent and back', () => {
    expect(agentLoginFrom('?acPage=agentDailyWages2&lang=EN')).toBe('/agent?acPage=agentDailyWages2');
    expect(agentHomeFrom('?acPage=agentDailyWages2')).toBe('/agentHome?acPage=agentDailyWages2');
  });

  it('goes to the default page when none was asked for', () => {
    expect(agentLoginFrom('')).toBe('/agent');
    expect(agentHomeFrom('?lang=EN')).toBe('/agentHome');
  });

  it('encodes what it carries', () => {
    expect(agentHomeFrom('?acPage=a%26b%3Dc')).toBe('/agentHome?acPage=a%26b%3Dc');
  });
});
