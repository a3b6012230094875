import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QrCode } from './qr-code';

const toDataURL = vi.fn<(value: string, options: { width: number }) => Promise<string>>();
vi.mock('qrcode', () => ({
  toDataURL: (value: string, options: { width: number }) => toDataURL(value, options),
}));

// Each test sets what the library does; the config's restoreMocks resets it between tests.
describe('a QR code', () => {
  it('shows the code made from the address, at the spec size less its margin', async () => {
    toDataURL.mockResolvedValue('data:image/png;base64,AAAA');
    render(<QrCode value="https://app.test/download" label="Scan to download" />);
    const image = await screen.findByRole('img', { name: 'Scan to download' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    // SPEC 9 qr-defaults: by default size 200 with a margin of 20, so a 160 px code.
    expect(toDataURL).toHaveBeenCalledWith(
      'https://app.test/download',
      expect.objectContaining({ width: 160 }),
    );
  });

  // SPEC 8 game-icon-load-failure: a QR code that cannot be made is left out with no message.
  it('shows only its caption, with no message, when the code cannot be made', async () => {
    toDataURL.mockImplementation(() => {
      throw new Error('logo failed');
    });
    render(<QrCode value="https://app.test/download" label="Scan to download" />);
    // Let the refusal reach the component.
    await new Promise((settled) => setTimeout(settled, 50));
    expect(screen.getByText('Scan to download')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
