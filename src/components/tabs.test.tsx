import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Example({ keepMounted }: { keepMounted?: boolean }) {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Ways"
      tabs={[
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta' },
        { id: 'c', label: 'Gamma' },
      ]}
      selected={selected}
      onSelect={setSelected}
      renderPanel={(id) => <input aria-label={`Field ${id}`} />}
      keepMounted={keepMounted}
    />
  );
}

describe('Tabs', () => {
  it('moves with the arrow keys, Home and End, wrapping, and names each panel by its tab', async () => {
    render(<Example />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Alpha' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Alpha' }));
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true');
    // Only the selected tab is in the tab order.
    expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('tabindex')).toBe('-1');
  });

  it('keeps what was typed in a hidden panel when asked to keep panels mounted', async () => {
    render(<Example keepMounted />);
    await userEvent.type(screen.getByLabelText('Field a'), 'kept');
    await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect((screen.getByLabelText('Field a') as HTMLInputElement).value).toBe('kept');
  });
});
