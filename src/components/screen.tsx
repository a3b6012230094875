import type { ReactNode } from 'react';

/** A page of the main content: its title as the page's h1, then its body. */
export function Screen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** A screen whose content a later piece of work fills: its real title and layout, and an empty state. */
export function PendingScreen({ title, note }: { title: string; note: string }) {
  return (
    <Screen title={title}>
      <p className="state state--empty">{note}</p>
    </Screen>
  );
}
