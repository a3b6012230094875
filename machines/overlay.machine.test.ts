import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { overlayMachine, type AfterLogin, type PopupId, type VendorListRequest } from './overlay.machine';

/** The overlay, with the session's news sent as the app's provider sends it. */
function start() {
  const actor = createActor(overlayMachine).start();
  return {
    actor,
    /** The URL change the last member-centre request asks for. */
    mend: () => actor.getSnapshot().context.centreMend,
    open: () => actor.getSnapshot().context.open,
    setMember: (member: boolean) => actor.send({ type: 'session.member', member }),
  };
}

describe('overlay machine (SPEC 2.4: one popup at a time)', () => {
  it('opens a popup by name, replaces it with the next, and closes it', () => {
    const { actor, open } = start();
    expect(open()).toBeNull();
    actor.send({ type: 'popup.show', id: 'help' });
    expect(open()).toBe('help');
    actor.send({ type: 'popup.show', id: 'feedback' });
    expect(open()).toBe('feedback');
    actor.send({ type: 'popup.close' });
    expect(open()).toBeNull();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it.each<PopupId>(['login', 'register', 'forgotPassword'])('a login closes the %s popup', (id) => {
    const { actor, open, setMember } = start();
    actor.send({ type: 'popup.show', id });
    setMember(true);
    expect(open()).toBeNull();
  });

  it('a login leaves other popups open, and a member is never shown the visitor popups', () => {
    const { actor, open, setMember } = start();
    actor.send({ type: 'popup.show', id: 'help' });
    setMember(true);
    expect(open()).toBe('help');
    actor.send({ type: 'popup.show', id: 'login' });
    expect(open()).toBeNull();
    actor.send({ type: 'popup.show', id: 'trialWarning' });
    expect(open()).toBe('trialWarning');
  });

  it('after the session ends, the login opens again', () => {
    const { actor, open, setMember } = start();
    setMember(true);
    setMember(false);
    actor.send({ type: 'popup.show', id: 'login' });
    expect(open()).toBe('login');
  });

  it('the member centre asked for by a visitor opens the login, by a trial account the warning (SPEC 6)', () => {
    const { actor, open } = start();
    actor.send({ type: 'memberCentre.request', asker: 'visitor', knownPage: true });
    expect(open()).toBe('login');
    actor.send({ type: 'memberCentre.request', asker: 'trial', knownPage: true });
    expect(open()).toBe('trialWarning');
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'memberCentre.request', asker: 'member', knownPage: true });
    expect(open()).toBeNull();
  });

  it('a trial account asking for the member centre has the parameter dropped', () => {
    const { actor, mend } = start();
    actor.send({ type: 'memberCentre.request', asker: 'trial', knownPage: false });
    expect(actor.getSnapshot().context.open).toBe('trialWarning');
    expect(mend()).toBe('drop');
  });

  it('an unknown member-centre page becomes the default page for a member, not for a visitor', () => {
    const { actor, open, mend } = start();
    actor.send({ type: 'memberCentre.request', asker: 'member', knownPage: true });
    expect(mend()).toBeNull();
    actor.send({ type: 'memberCentre.request', asker: 'member', knownPage: false });
    expect(mend()).toBe('default');
    expect(open()).toBeNull();
    // A visitor logs in first; the page id is mended once they ask as a member.
    actor.send({ type: 'memberCentre.request', asker: 'visitor', knownPage: false });
    expect(open()).toBe('login');
    expect(mend()).toBeNull();
  });

  it('opens the help at the section asked for; opened by name, at the topics', () => {
    const { actor, open } = start();
    const section = () => actor.getSnapshot().context.helpSection;
    actor.send({ type: 'popup.show', id: 'help', section: 'winners' });
    expect(open()).toBe('help');
    expect(section()).toBe('winners');
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'popup.show', id: 'help' });
    expect(section()).toBe('topics');
  });

  describe('the vendor popup list', () => {
    const fishing: VendorListRequest = { vendor: 'JILI', gameType: 'FISH', title: 'JILI Fishing' };
    const vendorList = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.vendorList;

    it('opens with its vendor and closes', () => {
      const { actor, open } = start();
      actor.send({ type: 'popup.show', id: 'vendorList', vendor: fishing });
      expect(open()).toBe('vendorList');
      expect(vendorList(actor)).toEqual(fishing);
      actor.send({ type: 'vendorList.close' });
      expect(open()).toBeNull();
    });

    it('gives way to the login a launch from it asks for, and the login keeps the launch', () => {
      const { actor, open, setMember } = start();
      const launch: AfterLogin = { kind: 'centre', to: '/seamless' };
      actor.send({ type: 'popup.show', id: 'vendorList', vendor: fishing });
      actor.send({ type: 'popup.show', id: 'login', next: launch });
      expect(open()).toBe('login');
      setMember(true);
      expect(actor.getSnapshot().context.due).toEqual(launch);
    });

    it('closing it never closes another popup (a launch that went ahead says so whatever is open)', () => {
      const { actor, open } = start();
      actor.send({ type: 'popup.show', id: 'help' });
      actor.send({ type: 'vendorList.close' });
      expect(open()).toBe('help');
    });
  });

  it('reaches both of its states', () => {
    const paths = getShortestPaths(overlayMachine, {
      events: [{ type: 'popup.show', id: 'help' }, { type: 'popup.close' }],
    });
    expect(paths.map((path) => path.state.value).sort()).toEqual(['closed', 'open']);
  });

  describe('a login asked for by a task goes on to it', () => {
    const deposit: AfterLogin = { kind: 'centre', to: '/?mcPage=depositv2' };
    const due = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.due;

    it('the task is due once the login is made, until the app takes it', () => {
      const { actor, setMember } = start();
      actor.send({ type: 'popup.show', id: 'login', next: deposit });
      expect(due(actor)).toBeNull();
      setMember(true);
      expect(due(actor)).toEqual(deposit);
      actor.send({ type: 'due.taken' });
      expect(due(actor)).toBeNull();
    });

    it('moving from the login to the registration and back keeps the task', () => {
      const { actor, setMember } = start();
      actor.send({ type: 'popup.show', id: 'login', next: deposit });
      actor.send({ type: 'popup.show', id: 'register' });
      actor.send({ type: 'popup.show', id: 'login' });
      setMember(true);
      expect(due(actor)).toEqual(deposit);
    });

    it('closing the popup, or opening another kind, drops the task', () => {
      const { actor, setMember } = start();
      actor.send({ type: 'popup.show', id: 'login', next: deposit });
      actor.send({ type: 'popup.close' });
      actor.send({ type: 'popup.show', id: 'login' });
      setMember(true);
      expect(due(actor)).toBeNull();

      const other = start();
      other.actor.send({ type: 'popup.show', id: 'login', next: deposit });
      other.actor.send({ type: 'popup.show', id: 'help' });
      other.actor.send({ type: 'popup.show', id: 'login' });
      other.setMember(true);
      expect(due(other.actor)).toBeNull();
    });

    it('a session that ends forgets a task not yet taken', () => {
      const { actor, setMember } = start();
      actor.send({ type: 'popup.show', id: 'login', next: deposit });
      setMember(true);
      setMember(false);
      expect(due(actor)).toBeNull();
    });
  });
});
