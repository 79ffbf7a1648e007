import { Component, useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../shared/domain/i18n.ts';
import { MenuState } from '../../shared/ui/menu/menu-state.tsx';
import { MENU_TEXTS } from '../i18n.ts';
import type { MenuGroup } from '../menu-groups.ts';
import type { MenuItem } from '../menu-types.ts';
import { ItemCard, type ItemCardProps } from './item-card.tsx';

export interface MenuGroupsViewProps {
  groups: MenuGroup[];
  /** Quantity in the cart per item id. */
  qtyById: ReadonlyMap<string, number>;
  lang: Lang;
  onAdd: (item: MenuItem) => void;
  /** Opens the item sheet (photo, options). */
  onOpen?: ((item: MenuItem) => void) | undefined;
  Facts?: ItemCardProps['Facts'];
  /** Rendered on the server for the hosted page: how much of the menu its HTML carries. */
  firstScreen?: FirstScreen | undefined;
}

/**
 * What the server-rendered page's HTML carries: the first `items` dishes, of which the first
 * `photos` (what a phone shows under the banner) with their photos; the element renders the rest
 * once it takes the page over, so a long menu's page stays small and its first requests are the
 * banner and those photos.
 */
export interface FirstScreen {
  items: number;
  photos: number;
}

// The server-rendered page of a long menu with JavaScript off (firstScreen's cut).
const REST_NEEDS_SCRIPT: Record<Lang, string> = {
  en: 'Turn on JavaScript to see the rest of the menu.',
  ar: 'فعّل JavaScript لعرض بقية القائمة.',
};

/**
 * The cards drawn in the render that shows the groups, whatever their number: those of the
 * server-rendered page (menu-view.tsx's SERVER_FIRST_SCREEN), so taking that page over draws exactly
 * what its HTML holds. The rest follow in steps while the browser is idle.
 */
const FIRST_CARDS = 24;
/**
 * The cards of a group are drawn in runs of this many, each a component of its own that redraws
 * only when one of its dishes changes: a step adds cards to the one or two runs at the front, and an
 * add to the cart redraws the one run holding the dish, never the whole menu.
 */
const RUN = 12;
/**
 * A step's share of the main thread. Lighthouse's mobile test counts a task four times as long,
 * and blocks from 50 ms on, so a step stays well under 12 ms on this device's own clock.
 */
const STEP_MS = 6;

/** The pieces (a group, a run of cards) redraw on their own; these are what they draw from. */
interface PartProps {
  items: readonly MenuItem[];
  /** The index in the whole list of the first card of `items`, for the server's photo cut. */
  index: number;
  /**
   * How many of `items` are drawn from these props. 0: not reached yet by the steps since the
   * groups, the language or the facts last changed; what was drawn before stays as it was (the old
   * language, say) until the steps reach it, unless a dish's count in the cart changes.
   */
  count: number;
  qtyById: ReadonlyMap<string, number>;
  lang: Lang;
  Facts: ItemCardProps['Facts'];
  onAdd: (item: MenuItem) => void;
  onOpen: ((item: MenuItem) => void) | undefined;
  /** The server's render: cards from this index on leave their photo to the element. */
  photos: number | undefined;
}

/** Whether a piece must redraw: see PartProps.count. */
function changed(prev: PartProps, next: PartProps): boolean {
  const qty =
    prev.qtyById !== next.qtyById &&
    next.items.some(
      (item) => (prev.qtyById.get(item.id) ?? 0) !== (next.qtyById.get(item.id) ?? 0),
    );
  if (next.count === 0) return qty;
  return (
    qty ||
    prev.count !== next.count ||
    // A run's items are a new slice of its group at each draw: the dishes themselves are compared.
    prev.items.length !== next.items.length ||
    prev.items.some((item, i) => item !== next.items[i]) ||
    prev.index !== next.index ||
    prev.lang !== next.lang ||
    prev.Facts !== next.Facts ||
    prev.onOpen !== next.onOpen
  );
}

/** How many cards a piece draws: what the steps reached, and never fewer than it drew before. */
function drawn(piece: { drawn?: number }, count: number, length: number): number {
  piece.drawn = Math.min(Math.max(piece.drawn ?? 0, count), length);
  return piece.drawn;
}

/** Up to RUN cards of one group. */
class CardRun extends Component<PartProps> {
  drawn?: number;

  override shouldComponentUpdate(next: PartProps): boolean {
    return changed(this.props, next);
  }

  override render() {
    const { items, index, count, qtyById, lang, Facts, onAdd, onOpen, photos } = this.props;
    return items
      .slice(0, drawn(this, count, items.length))
      .map((item, i) => (
        <ItemCard
          key={item.id}
          item={item}
          qty={qtyById.get(item.id) ?? 0}
          lang={lang}
          onAdd={onAdd}
          onOpen={onOpen}
          Facts={Facts}
          deferImage={photos !== undefined && index + i >= photos}
        />
      ));
  }
}

/** One group: its heading and its cards as a two-column grid, in runs. */
class GroupSection extends Component<PartProps & { group: MenuGroup }> {
  drawn?: number;

  override shouldComponentUpdate(next: PartProps & { group: MenuGroup }): boolean {
    return (
      changed(this.props, next) || (next.count > 0 && this.props.group.name !== next.group.name)
    );
  }

  override render() {
    const { group, items, index, count } = this.props;
    const shown = drawn(this, count, items.length);
    if (shown === 0) return null;
    const runs: MenuItem[][] = [];
    for (let start = 0; start < shown; start += RUN) runs.push(items.slice(start, start + RUN));
    return (
      <section className="qm-group" aria-labelledby={`qm-group-heading-${group.id}`}>
        <h2 id={`qm-group-heading-${group.id}`} dir="auto">
          {group.name}
        </h2>
        <ul className="qm-grid">
          {runs.map((run, r) => (
            <CardRun
              key={r}
              {...this.props}
              items={run}
              index={index + r * RUN}
              count={Math.min(Math.max(count - r * RUN, 0), run.length)}
            />
          ))}
        </ul>
      </section>
    );
  }
}

/**
 * Each group as a titled two-column grid; the shared empty state when there is nothing to show.
 * The first FIRST_CARDS cards are drawn at once, the others in small steps while the browser is
 * idle, so no menu, however long, holds the main thread for long: a tap during the steps is
 * answered between two of them. Changed groups, language or facts are drawn again the same way,
 * from the top; a dish added to the cart redraws only its own run.
 */
export function MenuGroupsView(props: MenuGroupsViewProps) {
  const { groups, qtyById, lang, Facts, firstScreen } = props;
  const t = MENU_TEXTS[lang];
  // The pieces keep the handlers they were drawn with: these call the latest ones.
  const latest = useRef(props);
  latest.current = props;
  const [handlers] = useState(() => ({
    add: (item: MenuItem) => latest.current.onAdd(item),
    open: (item: MenuItem) => latest.current.onOpen?.(item),
  }));
  // What the cards are drawn from: when any of it changes, the steps start again from the top.
  const drawnFrom = [lang, Facts, ...groups];
  const latestDrawnFrom = useRef(drawnFrom);
  latestDrawnFrom.current = drawnFrom;
  const [progress, setProgress] = useState({ drawnFrom, front: firstScreen?.items ?? FIRST_CARDS });
  const current =
    progress.drawnFrom.length === drawnFrom.length &&
    progress.drawnFrom.every((value, i) => value === drawnFrom[i]);
  const front = current ? progress.front : FIRST_CARDS;
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  // Cards per step, learnt from the time the last step took on this device.
  const step = useRef({ cards: RUN, started: 0 });

  useLayoutEffect(() => {
    const { started } = step.current;
    if (started) {
      const took = performance.now() - started;
      step.current = {
        cards: Math.min(Math.max(Math.round((step.current.cards * STEP_MS) / took), 4), 240) || RUN,
        started: 0,
      };
    }
    if (front >= total) return undefined;
    const next = () => {
      step.current.started = performance.now();
      setProgress({ drawnFrom: latestDrawnFrom.current, front: front + step.current.cards });
    };
    // Safari has no requestIdleCallback: a timer still lets taps and frames in between steps.
    if ('requestIdleCallback' in globalThis) {
      const id = requestIdleCallback(next, { timeout: 200 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(next);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [front, total, current]);

  if (total === 0) {
    return <MenuState kind="empty" title={groups.length === 1 ? t.noItemsInCategory : t.noItems} />;
  }
  let index = 0;
  return (
    <>
      {groups.map((group) => {
        const start = index;
        index += group.items.length;
        return (
          <GroupSection
            key={group.id}
            group={group}
            items={group.items}
            index={start}
            count={Math.min(Math.max(front - start, 0), group.items.length)}
            qtyById={qtyById}
            lang={lang}
            Facts={Facts}
            onAdd={handlers.add}
            onOpen={props.onOpen && handlers.open}
            photos={firstScreen?.photos}
          />
        );
      })}
      {/* Only the server's page can be read with scripts off; the element never needs this. */}
      {import.meta.env.SSR && total > front ? (
        <noscript>
          <p className="qm-empty">{REST_NEEDS_SCRIPT[lang]}</p>
        </noscript>
      ) : null}
    </>
  );
}
