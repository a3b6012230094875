// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginCall, memberIconCall } from '../../src/api/contracts';
import { sentValues } from '../sent-values';
import { testWorlds, type TestWorld } from '../test-world';

const world = testWorlds();

async function iconOf(w: TestWorld, account: string) {
  const { token } = await w.api.request(loginCall, {
    type: 'username',
    username: account,
    password: 'Demo@1234',
  });
  w.useToken(token);
  return (await w.api.request(memberIconCall, undefined)).icon;
}

describe('member icon (SPEC 7.1 GET /wps/member/info/icon)', () => {
  it('answers 401 without a session', async () => {
    const { api, refused } = world();
    await expect(refused(api.request(memberIconCall, undefined))).resolves.toMatchObject({ status: 401 });
  });

  it("answers the session member's own picture: a small SVG drawn from the seed, one a member", async () => {
    const w = world();
    const sent = sentValues(w.server);
    const demo = await iconOf(w, 'demo01');
    // On the wire as the contract reads it: `{ icon }`, nothing else.
    expect(await sent()).toEqual({ icon: demo });
    expect(demo).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(demo!.split(',')[1]!)).toMatch(/^<svg [^>]*width="64" height="64"/);
    expect(await iconOf(w, 'agent01')).not.toBe(demo);
  });

  it('draws the same picture for the same seed, another for another seed', async () => {
    // One world at a time: each is closed before the next listens.
    const pictureAt = async (seed: number) => {
      const w = world({ seed });
      const icon = await iconOf(w, 'demo01');
      w.close();
      return icon;
    };
    const first = await pictureAt(5);
    expect(await pictureAt(5)).toBe(first);
    expect(await pictureAt(6)).not.toBe(first);
  });

  it("broken-avatar: demo01's picture is one no browser can draw; other members keep theirs", async () => {
    const w = world({ scenario: 'broken-avatar' });
    expect(await iconOf(w, 'demo01')).toBe('data:image/png;base64,bm90IGEgcGljdHVyZQ==');
    expect(await iconOf(w, 'agent01')).toMatch(/^data:image\/svg\+xml/);
  });

  it('fails alone under fault=memberIcon:500', async () => {
    const w = world({ faults: [{ call: 'memberIcon', kind: '500' }] });
    const { token } = await w.api.request(loginCall, {
      type: 'username',
      username: 'demo01',
      password: 'Demo@1234',
    });
    w.useToken(token);
    await expect(w.api.request(memberIconCall, undefined)).rejects.toMatchObject({
      kind: 'server',
      call: 'memberIcon',
    });
  });
});
