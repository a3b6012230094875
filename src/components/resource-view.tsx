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
  /**
   * Shown instead of the loading status, for a part that holds its place with a placeholder
   * while it loads, so nothing below it moves when the data arrives.
   */
  loading?: ReactNode;
  /**
   * A failed reload keeps the last good data on screen: the failure shows only while there is no
   * data yet (a view that wants it beside the data shows it there itself).
   */
  keepData?: boolean | undefined;
  /** Whether a loaded value has nothing to show; the empty state then shows `empty`. */
  isEmpty?: ((data: T) => boolean) | undefined;
  /** The empty state's text or content (default: the common "Nothing here yet"). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * DESIGN's cross-cutting rule in one place: every loaded part of a screen shows loading, then its
 * data, an empty state, or the failure with a way to retry, in that order of checks: a failure
 * first (a retry that fails again says so even over older data, unless `keepData`), then
 * loading, then empty.
 */
export function ResourceView<T>({
  data,
  failure,
  onRetry,
  loadingLabel,
  loading,
  keepData = false,
  isEmpty,
  empty,
  children,
}: ResourceViewProps<T>) {
  const loaded = data !== null && data !== undefined;
  if (failure && !(keepData && loaded)) return <ErrorState failure={failure} onRetry={onRetry} />;
  if (!loaded) return loading ?? <Loading label={loadingLabel} />;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return children(data);
}

/** A load as `useLoader` gives it: the value, the failure and the retry in one. */
export interface Loaded<T> {
  data: T | null;
  failure: FailureInfo | null;
  retry: () => void;
}

/** A {@link ResourceView} of a load as `useLoader` gives it (`loaded`), its retry included. */
export function LoadedView<T>({
  loaded,
  ...view
}: { loaded: Loaded<T> } & Omit<ResourceViewProps<T>, 'data' | 'failure' | 'onRetry'>) {
  return <ResourceView data={loaded.data} failure={loaded.failure} onRetry={loaded.retry} {...view} />;
}

/** For `isEmpty`: a list with nothing in it. */
export const noItems = (items: readonly unknown[]) => items.length === 0;
