import { useId, type ReactNode } from 'react';

/** One part of the report: a card on screen, a block between dashed rules on paper. */
export function Part({ title, children }: { title: ReactNode; children: ReactNode }) {
  // The report is in the page twice (screen and print copy): ids are each copy's own.
  const id = useId();
  return (
    <section className="day-report__part" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** A label (with a muted note such as "2 orders") and its amount, in a <dl>. */
export function Row(props: {
  label: string;
  value: string;
  name: string;
  note?: string;
  strong?: boolean;
}) {
  return (
    <div data-report={props.name} data-strong={props.strong ? '' : undefined}>
      <dt>
        {props.label}
        {props.note && <span className="day-report__count"> {props.note}</span>}
      </dt>
      <dd>{props.value}</dd>
    </div>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return <p className="day-report__note">{children}</p>;
}
