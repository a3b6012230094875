import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PopupProvider, usePopupActions, usePopups } from './popups';

describe('PopupProvider', () => {
  it('opens and closes by name; a part that only opens popups is not re-rendered by it', () => {
    const openerRendered = vi.fn<() => void>();
    function Opener() {
      const { show, close } = usePopupActions();
      openerRendered();
      return (
        <>
          <button type="button" onClick={() => show('login')}>
            Log in
          </button>
          <button type="button" onClick={close}>
            Close
          </button>
        </>
      );
    }
    function OpenPopup() {
      const { open } = usePopups();
      return <p>Open: {open ?? 'none'}</p>;
    }
    render(
      <PopupProvider>
        <Opener />
        <OpenPopup />
      </PopupProvider>,
    );
    expect(screen.getByText('Open: none')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Open: login')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Open: none')).toBeVisible();
    expect(openerRendered).toHaveBeenCalledTimes(1);
  });

  it('is required: outside the provider the hooks say so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the render error
    function Orphan() {
      usePopupActions();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('usePopups outside PopupProvider');
  });
});
