import type { ComponentType, ReactNode } from 'react';

export type Wrapper = ComponentType<{ children: ReactNode }>;

/** `children` inside each wrapper, the first outermost: a provider tree read as a list. */
export function Nest({ wrappers, children }: { wrappers: readonly Wrapper[]; children: ReactNode }) {
  return wrappers.reduceRight<ReactNode>((inner, Outer) => <Outer>{inner}</Outer>, children);
}
