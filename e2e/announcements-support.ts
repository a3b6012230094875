import { test as base } from './support';

/**
 * SPEC 4.7: the announcement popup opens once per session per audience, over whatever page a
 * journey starts on. Journeys about something else start their sessions with both flags already
 * `closed` (what a player who closed the popups has), so nothing covers the page they drive.
 * Use: `import { test, expect } from './announcements-support';` in place of '@playwright/test'.
 * Built on `test` of e2e/support.ts, so these journeys also fail on a policy violation.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
        sessionStorage.setItem('USER_POPUP', 'closed');
      } catch {
        // storage disabled: nothing to set
      }
    });
    await provide(context);
  },
});

export { expect } from '@playwright/test';
