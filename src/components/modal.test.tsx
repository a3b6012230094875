import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { GENERIC_POPUP_SIZE, Modal, POPUP_ANIMATION_DELAY_MS } from './modal';

beforeAll(async () => {
  await initI18n('EN');
});

const noop = () => {};

describe('popup frames (SPEC 2.4, SPEC 9 generic-popup)', () => {
  it('keeps SPEC 9’s numbers: 200x200, animation delay 100 ms', () => {
    // SPEC 9 generic-popup: 200x200, animation delay 100 ms.
    expect([GENERIC_POPUP_SIZE, POPUP_ANIMATION_DELAY_MS]).toEqual([200, 100]);
  });

  it('fixes the generic (message) popup at 200x200 and starts its animation after 100 ms', () => {
    render(
      <Modal open size="message" title="Copied" onClose={noop} showClose={false}>
        <p>The link is copied.</p>
      </Modal>,
    );
    const popup = screen.getByRole('dialog', { name: 'Copied' });
    // SPEC 9 generic-popup: fixed at 200x200, animation delay 100 ms.
    expect([popup.style.width, popup.style.height]).toEqual(['200px', '200px']);
    expect(popup.style.animationDelay).toBe('100ms');
    expect(popup.classList.contains('modal--message')).toBe(true);
    // SPEC 2.4: the close button is optional.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('lets a content popup grow with what it holds, with the same 100 ms delay', () => {
    render(
      <Modal open title="Log in" onClose={noop}>
        <form aria-label="Log in form" />
      </Modal>,
    );
    const popup = screen.getByRole('dialog', { name: 'Log in' });
    expect([popup.style.width, popup.style.height]).toEqual(['', '']);
    expect(popup.style.animationDelay).toBe('100ms');
    expect(popup.classList.contains('modal--content')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' }).tagName).toBe('BUTTON');
  });
});
