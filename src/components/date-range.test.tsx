import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import {
  validateCustomRange,
  type DateRangeValue,
  type RangeErrorCode,
  type RangePreset,
} from '../lib/date-range';
import { DateRangePicker } from './date-range';

beforeAll(async () => {
  await initI18n('EN');
});

const NOW = Date.parse('2026-11-22T19:30:00Z'); // 23 November in GMT+6

/** The picker with the caller's part played by a little state (as the records machine does). */
function Harness({ applied }: { applied: DateRangeValue[] }) {
  const [preset, setPreset] = useState<RangePreset>('last7');
  const [draft, setDraft] = useState<DateRangeValue>({ from: '2026-11-17', to: '2026-11-23' });
  const [error, setError] = useState<RangeErrorCode | null>(null);
  return (
    <DateRangePicker
      preset={preset}
      draft={draft}
      error={error}
      min="2026-08-26"
      max="2026-11-23"
      onPreset={setPreset}
      onEdit={(change) => {
        setDraft({ ...draft, ...change });
        setError(null);
      }}
      onApply={() => {
        const problem = validateCustomRange(draft, NOW, 360);
        setError(problem);
        if (!problem) applied.push(draft);
      }}
    />
  );
}

function renderPicker() {
  const applied: DateRangeValue[] = [];
  render(
    <Suspense fallback={null}>
      <Harness applied={applied} />
    </Suspense>,
  );
  return applied;
}

describe('DateRangePicker', () => {
  it('offers the quick ranges as a labelled radio group the arrow keys move through', async () => {
    renderPicker();
    const group = await screen.findByRole('group', { name: 'Period' });
    const week = screen.getByRole('radio', { name: 'Last 7 days' });
    expect(group).toContainElement(week);
    expect((week as HTMLInputElement).checked).toBe(true);
    week.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Last 30 days' }) as HTMLInputElement).checked).toBe(true);
    // The custom fields show only for a custom range.
    expect(screen.queryByLabelText('From')).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Custom' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('From')).toBeVisible();
  });

  it('refuses a start after the end with a message on both fields, keeps the dates, and searches on Enter', async () => {
    const applied = renderPicker();
    await userEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(from.value).toBe('2026-11-17');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The start date must be on or before the end date.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toContain(alert.id);
    expect([from.value, to.value]).toEqual(['2026-11-20', '2026-11-10']);
    expect(applied).toEqual([]);

    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-22{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(from.getAttribute('aria-invalid')).toBeNull();
    expect(applied).toEqual([{ from: '2026-11-20', to: '2026-11-22' }]);
  });

  it('marks only the field a refusal is about', async () => {
    renderPicker();
    await userEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-24');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('The end date cannot be after today.');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-invalid')).toBeNull();
  });
});
