import { describe, expect, it } from 'vitest';
import { apiPrefixes } from '../../deploy/security-headers.mjs';
import { API_PREFIXES, isApiPath, mayWarmUp, requestKind, type RequestFacts } from './requests';

const origin = 'https://site.example';
const request = (url: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url: url.startsWith('http') ? url : `${origin}${url}`,
  method: 'GET',
  mode: 'cors',
  destination: '',
  ...facts,
});

describe('what the service worker does with a request', () => {
  it('never takes an API call, read or write, whatever it asks for', () => {
    expect(requestKind(request('/wps/system/status'), origin)).toBe('api');
    expect(requestKind(request('/lgw/login', { method: 'POST' }), origin)).toBe('api');
    expect(requestKind(request('/lotto/draws', { destination: 'image' }), origin)).toBe('api');
    expect(requestKind(request('/js/encrypt.js', { destination: 'script' }), origin)).toBe('api');
    expect(requestKind(request('/wps', { mode: 'navigate' }), origin)).toBe('api');
  });

  it('lists the API paths the server sends to the backend', () => {
    expect([...API_PREFIXES]).toEqual(apiPrefixes);
  });

  it('tells an API path by its whole first segment', () => {
    expect(isApiPath('/js/app.js')).toBe(true);
    expect(isApiPath('/json/x')).toBe(false);
    expect(isApiPath('/wpsx')).toBe(false);
  });

  it('answers page loads of this site as navigations, and leaves other sites alone', () => {
    expect(requestKind(request('/rng', { mode: 'navigate', destination: 'document' }), origin)).toBe(
      'navigation',
    );
    expect(requestKind(request('https://game.example/play', { mode: 'navigate' }), origin)).toBe('other');
  });

  it("keeps the build's files and pictures, and writes nothing but reads", () => {
    expect(requestKind(request('/assets/app-1a2b.js', { destination: 'script' }), origin)).toBe('build');
    expect(requestKind(request('/assets/i18n-abc/en/lobby.json'), origin)).toBe('build');
    expect(
      requestKind(
        request('https://cdn.example/tile.webp', { destination: 'image', mode: 'no-cors' }),
        origin,
      ),
    ).toBe('picture');
    expect(requestKind(request('/assets/app-1a2b.js', { method: 'POST' }), origin)).toBe('other');
    expect(requestKind(request('https://cdn.example/data.json'), origin)).toBe('other');
  });
});

describe('warming up the rest of a build', () => {
  it('waits for a connection that does not cost the player', () => {
    expect(mayWarmUp(undefined)).toBe(true);
    expect(mayWarmUp({ effectiveType: '4g' })).toBe(true);
    expect(mayWarmUp({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayWarmUp({ effectiveType: '2g' })).toBe(false);
    expect(mayWarmUp({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
