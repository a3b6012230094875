import { describe, expect, it } from 'vitest';
import { emitAppEvent, onAppEvent, whenAppEvent } from './app-events';

describe('the app events', () => {
  it('reaches every listener of the event and only them, until each stops', () => {
    const heard: string[] = [];
    const stopBalance = onAppEvent('balanceChanged', () => heard.push('balance'));
    const stopHeader = whenAppEvent('balanceChanged')(() => heard.push('header'));
    const stopInbox = onAppEvent('inboxChanged', () => heard.push('inbox'));
    emitAppEvent('balanceChanged');
    expect(heard).toEqual(['balance', 'header']);
    stopBalance();
    emitAppEvent('balanceChanged');
    emitAppEvent('pointsChanged');
    expect(heard).toEqual(['balance', 'header', 'header']);
    stopHeader();
    stopInbox();
    emitAppEvent('balanceChanged');
    expect(heard).toEqual(['balance', 'header', 'header']);
  });

  it('carries the payload of the session expiry, and keeps one nobody heard for the first listener', () => {
    emitAppEvent('sessionExpired', { call: 'status' });
    const heard: [string, boolean][] = [];
    const stop = onAppEvent('sessionExpired', ({ call }, late) => heard.push([call, late]));
    emitAppEvent('sessionExpired', { call: 'memberInfo' });
    expect(heard).toEqual([
      ['status', true],
      ['memberInfo', false],
    ]);
    stop();
    const later: string[] = [];
    const stopLater = onAppEvent('sessionExpired', ({ call }) => later.push(call));
    expect(later).toEqual([]);
    stopLater();
  });

  it('forgets a change nobody heard: a screen that opens later loads fresh anyway', () => {
    emitAppEvent('contractsChanged');
    const heard: boolean[] = [];
    const stop = onAppEvent('contractsChanged', (_, late) => heard.push(late));
    expect(heard).toEqual([]);
    emitAppEvent('contractsChanged');
    expect(heard).toEqual([false]);
    stop();
  });
});
