import { afterEach, describe, expect, it } from 'vitest';
import { endSessionOn401 } from './index';
import { onAppEvent } from '../browser/app-events';
import { getToken, setToken } from '../browser/session-store';

function watch() {
  const expired: string[] = [];
  const stop = onAppEvent('sessionExpired', ({ call }) => {
    expired.push(call);
  });
  return { expired, stop };
}

describe('a 401 ends the session it was sent with', () => {
  afterEach(() => sessionStorage.clear());

  it('ends the current session', () => {
    setToken('tok-now');
    const { expired, stop } = watch();
    endSessionOn401('memberInfo', 'tok-now');
    expect(getToken()).toBeNull();
    expect(expired).toEqual(['memberInfo']);
    stop();
  });

  it('leaves a newer session alone when an older call is answered 401', () => {
    setToken('tok-new');
    const { expired, stop } = watch();
    endSessionOn401('agentTeamOverview', 'tok-old');
    expect(getToken()).toBe('tok-new');
    expect(expired).toEqual([]);
    stop();
  });

  it('does nothing once the session was ended by a logout', () => {
    const { expired, stop } = watch();
    endSessionOn401('agentTeamOverview', 'tok-before-logout');
    expect(expired).toEqual([]);
    stop();
  });
});

describe('an expiry before anyone listens', () => {
  afterEach(() => sessionStorage.clear());

  it('is told to the first listener, once', () => {
    setToken('tok-stale');
    endSessionOn401('status', 'tok-stale');
    const first = watch();
    const second = watch();
    expect(first.expired).toEqual(['status']);
    expect(second.expired).toEqual([]);
    first.stop();
    second.stop();
  });
});
