import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

/** Opens the feedback popup from the footer. */
async function openFeedback(name = 'Feedback') {
  const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
  await userEvent.click(await within(footer).findByRole('button', { name }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name }, { timeout: 10_000 });
}

describe('feedback popup: the words rule (SPEC 5.3)', { timeout: 40_000 }, () => {
  it('says the description needs 3 to 100 words, keeps everything typed, then sends', async () => {
    const world = renderAppWorld();
    const popup = await openFeedback();
    const type = await within(popup).findByRole('combobox', { name: 'Question type' }, { timeout: 10_000 });
    await userEvent.selectOptions(type, 'Deposit issues');
    const description = within(popup).getByRole('textbox', { name: 'Description' });
    // 21 characters, as the length rule wants, but two words.
    await userEvent.type(description, 'Deposit notcredited!!');
    await userEvent.type(within(popup).getByRole('textbox', { name: 'Captcha' }), '1234');
    await userEvent.click(within(popup).getByRole('button', { name: 'Send feedback' }));

    expect((await within(popup).findByRole('alert')).textContent).toBe(
      'The description must be between 3 and 100 words.',
    );
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect((description as HTMLTextAreaElement).value).toBe('Deposit notcredited!!');
    expect((type as HTMLSelectElement).value).toBe('1');
    expect((within(popup).getByRole('textbox', { name: 'Captcha' }) as HTMLInputElement).value).toBe('1234');
    expect(world.store.world.content.feedback).toEqual([]);

    await userEvent.clear(description);
    await userEvent.type(description, 'Deposit not credited!');
    await userEvent.click(within(popup).getByRole('button', { name: 'Send feedback' }));
    expect((await within(popup).findByRole('status')).textContent).toBe(
      'Thank you! Your feedback has been sent.',
    );
    expect(world.store.world.content.feedback).toEqual([
      expect.objectContaining({ type: 1, content: 'Deposit not credited!' }),
    ]);
  });

  it('says it in Bengali too', async () => {
    renderAppWorld();
    await userEvent.selectOptions(await screen.findByLabelText('Language', {}, { timeout: 10_000 }), 'BN');
    const popup = await openFeedback('মতামত');
    const type = await within(popup).findByRole('combobox', { name: 'প্রশ্নের ধরন' }, { timeout: 10_000 });
    await userEvent.selectOptions(type, 'অন্যান্য');
    await userEvent.type(within(popup).getByRole('textbox', { name: 'বিবরণ' }), 'জমাএখনওআসেনিদয়াকরেদেখুন');
    await userEvent.type(within(popup).getByRole('textbox', { name: 'ক্যাপচা' }), '1234');
    await userEvent.click(within(popup).getByRole('button', { name: 'মতামত পাঠান' }));
    expect((await within(popup).findByRole('alert')).textContent).toBe(
      'বিবরণ 3 থেকে 100 শব্দের মধ্যে হতে হবে।',
    );
  });
});
