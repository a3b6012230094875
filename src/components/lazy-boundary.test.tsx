import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { LazyBoundary, lazyPart } from './lazy-boundary';

beforeAll(async () => {
  await initI18n('EN');
});

const chunkFailure = () => new Error('Failed to fetch dynamically imported module: /assets/footer-1a2b3c.js');

/** A part whose chunk fails the first time and loads the next. */
function flakyPart() {
  const load = vi
    .fn<() => Promise<{ default: () => React.JSX.Element }>>()
    .mockRejectedValueOnce(chunkFailure())
    .mockResolvedValue({ default: () => <footer>The footer</footer> });
  return { Part: lazyPart(load), load };
}

describe('LazyBoundary and lazyPart (a failed chunk never blanks the site)', () => {
  it('shows Try again in the part’s place only, and Try again loads the part', async () => {
    const { Part, load } = flakyPart();
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught failure
    render(
      <div>
        <header>The header</header>
        <main>The page</main>
        <LazyBoundary>
          <Part />
        </LazyBoundary>
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not be loaded.');
    expect(screen.getByText('The header')).toBeVisible();
    expect(screen.getByText('The page')).toBeVisible();
    // The failure is kept while it shows: the chunk is not asked for again and again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The footer')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('catches a part that crashes as it renders, and offers Close where the part can be given up', async () => {
    let crash = true;
    const Crashing = () => {
      if (crash) throw new Error('boom');
      return <p>Recovered</p>;
    };
    const dismiss = vi.fn<() => void>();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <p>The page</p>
        <LazyBoundary floating onDismiss={dismiss}>
          <Crashing />
        </LazyBoundary>
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.className).toContain('part-failed--floating');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dismiss).toHaveBeenCalledTimes(1);
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeVisible();
    expect(screen.getByText('The page')).toBeVisible();
    vi.restoreAllMocks();
  });

  it('loads a part once, for every place it shows', async () => {
    const load = vi.fn<() => Promise<{ default: (props: { name: string }) => React.JSX.Element }>>(
      async () => ({
        default: ({ name }) => <p>Hello {name}</p>,
      }),
    );
    const Part = lazyPart(load);
    render(
      <LazyBoundary>
        <Part name="one" />
        <Part name="two" />
      </LazyBoundary>,
    );
    expect(await screen.findByText('Hello one')).toBeVisible();
    expect(screen.getByText('Hello two')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
