import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

describe('support views against the mock world', { timeout: 40_000 }, () => {
  it('feedback: a wrong captcha is refused by the platform, everything typed is kept, then it is sent', async () => {
    const world = renderAppWorld();
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    await userEvent.click(
      await within(footer).findByRole('button', { name: 'Feedback' }, { timeout: 10_000 }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Feedback' }, { timeout: 10_000 });
    const type = await within(popup).findByRole('combobox', { name: 'Question type' }, { timeout: 10_000 });
    await userEvent.selectOptions(type, 'Other');
    const description = within(popup).getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, 'The site is great but slow.');
    const captcha = within(popup).getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(captcha, '9999');
    await userEvent.click(within(popup).getByRole('button', { name: 'Send feedback' }));
    expect((await within(popup).findByRole('alert')).textContent).toBe('Invalid captcha');
    expect((description as HTMLTextAreaElement).value).toBe('The site is great but slow.');
    expect(world.store.world.content.feedback).toEqual([]);

    const fresh = within(popup).getByRole('textbox', { name: 'Captcha' });
    await userEvent.clear(fresh);
    await userEvent.type(fresh, '1234');
    await userEvent.click(within(popup).getByRole('button', { name: 'Send feedback' }));
    expect((await within(popup).findByRole('status')).textContent).toBe(
      'Thank you! Your feedback has been sent.',
    );
    expect(world.store.world.content.feedback).toEqual([
      expect.objectContaining({ type: 0, content: 'The site is great but slow.', memberId: null }),
    ]);
  });

  it('help: a failed help-centre call shows the error with a retry that loads the topics', async () => {
    const world = renderAppWorld({ faults: [{ call: 'helpCenter', kind: '500' }] }, { path: '/help' });
    const help = await screen.findByRole('dialog', { name: 'Help centre' }, { timeout: 10_000 });
    const alert = await within(help).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Network link abnormal, please try again.');
    // The platform recovers: the faults are lifted.
    world.server.resetHandlers(...world.mock.runtimeHandlers({ withFaults: false }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(help).findByRole('button', { name: 'How do I deposit?' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(within(help).queryByRole('alert')).toBeNull();
  });
});
