import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { LoadedView, noItems, ResourceView } from './resource-view';

beforeAll(async () => {
  await initI18n('EN');
});

interface NamesProps {
  data: string[] | null;
  failure: null | { kind: 'network' };
  onRetry?: () => void;
  keepData?: boolean;
  loading?: ReactNode;
}

function Names({ data, failure, onRetry, keepData, loading }: NamesProps) {
  return (
    <ResourceView
      data={data}
      failure={failure}
      onRetry={onRetry}
      keepData={keepData}
      loading={loading}
      loadingLabel="Loading names"
      isEmpty={noItems}
      empty="No names yet"
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ResourceView>
  );
}

describe('ResourceView (one shape for loading, error, empty and data)', () => {
  it('says what is loading until the data is there, then shows it', () => {
    const { rerender } = render(<Names data={null} failure={null} />);
    expect(screen.getByRole('status').textContent).toContain('Loading names');
    rerender(<Names data={['Rahim', 'Karim']} failure={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rahim', 'Karim']);
  });

  it('shows its empty text for a loaded list with nothing in it', () => {
    render(<Names data={[]} failure={null} />);
    expect(screen.getByText('No names yet').tagName).toBe('P');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure with a retry, even over older data', () => {
    const onRetry = vi.fn<() => void>();
    render(<Names data={['Rahim']} failure={{ kind: 'network' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByText('Rahim')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('with keepData, keeps the last good data over a failed reload and shows a failure only without data', () => {
    const onRetry = vi.fn<() => void>();
    const { rerender } = render(
      <Names data={['Rahim']} failure={{ kind: 'network' }} onRetry={onRetry} keepData />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Rahim')).toBeVisible();
    rerender(<Names data={null} failure={{ kind: 'network' }} onRetry={onRetry} keepData />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows its own placeholder instead of the loading status when given one', () => {
    const { container } = render(
      <Names data={null} failure={null} loading={<div className="names__placeholder" />} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.names__placeholder')).not.toBeNull();
  });

  it('reads a load as useLoader gives it: its data, its failure and its retry', () => {
    const retry = vi.fn<() => void>();
    const { rerender } = render(
      <LoadedView loaded={{ data: null, failure: { kind: 'network' }, retry }}>{() => null}</LoadedView>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(
      <LoadedView loaded={{ data: ['Rahim'], failure: null, retry }}>
        {(names) => <p>{names.join()}</p>}
      </LoadedView>,
    );
    expect(screen.getByText('Rahim').tagName).toBe('P');
  });
});
