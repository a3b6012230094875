import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { preloadablePart } from './preloadable-part';

beforeAll(async () => {
  await initI18n('EN');
});

/** A part whose chunk arrives when the test says so. */
function partOnDemand() {
  let arrive: () => void = () => undefined;
  type Module = { default: () => React.JSX.Element };
  const load = vi.fn<() => Promise<Module>>(
    () =>
      new Promise<Module>((resolve) => {
        arrive = () => resolve({ default: () => <p>The sections</p> });
      }),
  );
  return { part: preloadablePart(load, ['lobby']), load, arrive: () => arrive() };
}

describe('preloadablePart (a part loaded ahead never suspends)', () => {
  it('renders a part loaded ahead in the same commit, with no fallback shown, and loads it once', async () => {
    const { part, load, arrive } = partOnDemand();
    const preloaded = part.preload();
    arrive();
    await preloaded;
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <part.Part />
      </Suspense>,
    );
    // Synchronously there, not after a suspended render: React would have shown the fallback.
    expect(screen.getByText('The sections')).toBeVisible();
    expect(screen.queryByText('Fallback')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a view show its own loading state until the chunk and catalogues are in', async () => {
    const { part, arrive } = partOnDemand();
    function View() {
      const settled = part.useSettled();
      return settled ? <part.Part /> : <p>Loading…</p>;
    }
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <View />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeVisible();
    await act(async () => arrive());
    expect(await screen.findByText('The sections')).toBeVisible();
    expect(screen.queryByText('Fallback')).toBeNull();
  });
});
