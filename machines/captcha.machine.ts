import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/**
 * The captcha image (SPEC 4.2, 9): loads when shown; a refresh is allowed at most once a second
 * (SPEC 9 "captcha refresh at most once per second"), whether the last load worked or not.
 */
export const captchaMachine = setup({
  types: {
    context: {} as { image: string | null; failure: FailureInfo | null },
    events: {} as { type: 'captcha.refresh' },
  },
  actors: {
    loadCaptcha: providedByApp<string, void>('loadCaptcha'),
  },
  delays: { refreshCooldown: 1000 }, // SPEC 9 captcha-refresh
}).createMachine({
  id: 'captcha',
  context: { image: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCaptcha',
        onDone: { target: 'shown', actions: assign(({ event }) => ({ image: event.output, failure: null })) },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: toFailureInfo(event.error) })),
        },
      },
    },
    shown: {
      initial: 'coolingDown',
      states: {
        coolingDown: { after: { refreshCooldown: 'ready' } },
        ready: { on: { 'captcha.refresh': '#captcha.loading' } },
      },
    },
    failed: {
      initial: 'coolingDown',
      states: {
        coolingDown: { after: { refreshCooldown: 'ready' } },
        ready: { on: { 'captcha.refresh': '#captcha.loading' } },
      },
    },
  },
});
