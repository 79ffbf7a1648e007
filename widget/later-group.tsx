// In the after-paint chunk: a group of the customer menu past the first screen (MenuGroupsView's
// LaterGroup). Until wanted it is its heading over about the room its cards will take, with its
// dishes' names hidden until found; then it draws its cards in steps of RUN, each a task of its
// own, as MenuGroupsView draws the first screen's groups. It is wanted when it comes within a
// screen of the viewport (one IntersectionObserver for every such group of the page), when the
// browser's find in page reaches one of its names (beforematch, where hidden="until-found" is
// supported), and before printing, which draws every card at once (a printout cannot wait).
import { Component, useLayoutEffect, useRef, useState } from 'react';
import type { GroupSection, PartProps } from './components/menu-groups-view.tsx';
import type { MenuGroup } from './menu-groups.ts';

/** Cards drawn per step: MenuGroupsView's RUN (a run of cards is a piece of its own). */
const STEP = 12;

/** Each group not wanted yet on the page: how to want it (`all`: every card at once). */
const asks = new Map<Element, (all?: boolean) => void>();
const watch =
  typeof IntersectionObserver === 'function'
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) asks.get(entry.target)?.();
        },
        // Within a screen above or below the viewport.
        { rootMargin: '100%' },
      )
    : undefined;
globalThis.addEventListener?.('beforeprint', () => {
  for (const ask of asks.values()) ask(true);
});

/**
 * Whether the grid is wide (shared/ui/menu/menu-css.ts: 200 px columns from 720 px on, about five
 * a row) rather than a phone's two: a card then takes about 60 px of the page's height, else 130.
 */
const wide = () => globalThis.matchMedia?.('(min-width: 720px)').matches;

type Props = PartProps & { group: MenuGroup; Section: typeof GroupSection };

/**
 * Redrawn only when a prop changes: each step of the first screen's groups redraws MenuGroupsView,
 * which hands its later groups (a hundred at 5,000 dishes) the same props again.
 */
export class LaterGroup extends Component<Props> {
  override shouldComponentUpdate(next: Props): boolean {
    const props = this.props;
    return (Object.keys(next) as (keyof Props)[]).some((key) => next[key] !== props[key]);
  }

  override render() {
    return <Later {...this.props} />;
  }
}

function Later(props: Props) {
  const { group, items, Section } = props;
  const [wanted, setWanted] = useState(false);
  // Other items (the whole menu arriving, another language, the facts) start the steps again from
  // the top; what was drawn stays until they reach it (GroupSection's pieces).
  const [progress, setProgress] = useState({ items, count: 0 });
  const count = progress.items === items ? progress.count : 0;
  const latest = useRef(items);
  latest.current = items;
  const section = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const element = section.current;
    if (!element) return undefined;
    const want = (all?: boolean) => {
      asks.delete(element);
      setWanted(true);
      // The first step with the want, so the heading never stands alone for a task.
      setProgress({ items: latest.current, count: all ? latest.current.length : STEP });
    };
    if (!watch) {
      // No observer to say when it comes near: drawn now, in steps.
      want();
      return undefined;
    }
    asks.set(element, want);
    watch.observe(element);
    return () => {
      asks.delete(element);
      watch.unobserve(element);
    };
  }, [wanted]);

  useLayoutEffect(() => {
    if (!wanted || count >= items.length) return undefined;
    const timer = setTimeout(() => setProgress({ items, count: count + STEP }));
    return () => clearTimeout(timer);
  });

  if (wanted) return <Section {...props} count={count} />;
  const heading = `qm-group-heading-${group.id}`;
  return (
    <section
      ref={section}
      className="qm-group qm-todo"
      aria-labelledby={heading}
      style={{ minHeight: items.length * (wide() ? 60 : 130) }}
    >
      <h2 id={heading} dir="auto">
        {group.name}
      </h2>
      <p
        // Not typed by React (hidden="until-found" and its event): what Preact sets as written.
        {...({
          hidden: 'until-found',
          onbeforematch: () => asks.get(section.current!)?.(),
        } as object)}
      >
        {items.map((item) => item.name).join(', ')}
      </p>
    </section>
  );
}
