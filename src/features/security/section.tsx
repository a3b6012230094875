import { useId, type ReactNode } from 'react';

/** A security-centre section: an h3 heading (the member-centre dialog's title is the h2) naming a region. */
export function Section({
  title,
  headingId,
  children,
}: {
  title: string;
  /** Given when focus may be moved to the heading (after the section's form closes). */
  headingId?: string | undefined;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section className="security__section" aria-labelledby={id}>
      <h3 id={id} tabIndex={-1} className="security__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A save's confirmation, in a live region that is always there so the change is announced. */
export function SavedNotice({ text }: { text: string | null }) {
  return (
    <p role="status" className="security__saved">
      {text ?? ''}
    </p>
  );
}

/** Label and value pairs shown read-only (no input: nothing here can be edited). */
export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="security__facts">
      {items.map(([label, value]) => (
        <div key={label} className="security__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
