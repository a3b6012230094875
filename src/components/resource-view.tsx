import type { ReactNode } from 'react';
import type { FailureInfo } from '../api/errors';
import { EmptyState, ErrorState, Loading } from './page-state';

export interface ResourceViewProps<T> {
  /** The loaded value; null (or undefined) while it loads. */
  data: T | null | undefined;
  /** Why the last load failed; shown with a retry instead of the data. */
  failure: FailureInfo | null;
  onRetry?: (() => void) | undefined;
  /** What is loading, for the status line (default: the common "Loading…"). */
  loadingLabel?: string | undefined;
  /** Whether a loaded value has nothing to show; the empty state then shows `empty`. */
  isEmpty?: ((data: T) => boolean) | undefined;
  /** The empty state's text or content (default: the common "Nothing here yet"). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * DESIGN's cross-cutting rule in one place: every loaded part of a screen shows loading, then its
 * data, an empty state, or the failure with a way to retry, in that order of checks: a failure
 * first (a retry that fails again says so even over older data), then loading, then empty.
 */
export function ResourceView<T>({
  data,
  failure,
  onRetry,
  loadingLabel,
  isEmpty,
  empty,
  children,
}: ResourceViewProps<T>) {
  if (failure) return <ErrorState failure={failure} onRetry={onRetry} />;
  if (data === null || data === undefined) return <Loading label={loadingLabel} />;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return children(data);
}

/** For `isEmpty`: a list with nothing in it. */
export const noItems = (items: readonly unknown[]) => items.length === 0;
