import { Component, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
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
  /**
   * What the hosted page's HTML carries of the menu: given to the server's render and to the
   * element's first render over that page (read once).
   */
  firstScreen?: FirstScreen | undefined;
}

/**
 * What the server-rendered page's HTML carries: the first FIRST_SCREEN_CARDS dishes, of which the
 * first `photos` (what a phone shows under the banner) with their photos; the element renders the
 * rest once it takes the page over, so a long menu's page stays small and its first requests are
 * the banner and those photos.
 */
export interface FirstScreen {
  photos: number;
}

// The server-rendered page of a long menu with JavaScript off (firstScreen's cut).
const REST_NEEDS_SCRIPT: Record<Lang, string> = {
  en: 'Turn on JavaScript to see the rest of the menu.',
  ar: 'فعّل JavaScript لعرض بقية القائمة.',
};

/**
 * The cards drawn in the render that shows the groups, whatever their number: 24 dishes, about six
 * phone screens, what the server-rendered page carries (ssr.tsx cuts the inlined menu after them),
 * so taking that page over draws exactly what its HTML holds. The rest follow in steps.
 */
export const FIRST_SCREEN_CARDS = 24;
/**
 * The cards of a group are drawn in runs of this many, each a component of its own that redraws
 * only when one of its dishes changes: a step adds cards to the one or two runs at the front, and an
 * add to the cart redraws the one run holding the dish, never the whole menu.
 */
const RUN = 12;
/**
 * Cards added per step: a few milliseconds of a phone's main thread (Lighthouse's mobile test counts
 * a task four times as long as this machine takes and blocks from 50 ms on). Each step is a task of
 * its own, so a tap, a scroll or a frame comes in between two steps. One run per step: two took 13
 * to 20 ms of this machine's thread time at 5,000 dishes, each over 50 ms at 4x; one stays under 12.5.
 */
const STEP = RUN;

/** The pieces (a group, a run of cards) redraw on their own; these are what they draw from. */
export interface PartProps {
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
  /**
   * The server's render, and the element's first render over it: cards from this index on leave
   * their photo to the element.
   */
  photos: number | undefined;
}

/**
 * Whether a piece must redraw: see PartProps.count. Another language, another group or the whole
 * menu arriving all come as other item objects (localizeMenu, groupMenu), so the dishes are compared
 * by what they hold: a card whose dish reads the same is not drawn again. The handlers never change
 * (MenuGroupsView), nor does the index without its items.
 */
function changed(prev: PartProps, next: PartProps): boolean {
  const qty =
    prev.qtyById !== next.qtyById &&
    next.items.some((item) => prev.qtyById.get(item.id) !== next.qtyById.get(item.id));
  if (next.count === 0) return qty;
  return (
    qty ||
    prev.count !== next.count ||
    prev.Facts !== next.Facts ||
    prev.photos !== next.photos ||
    JSON.stringify(prev.items) !== JSON.stringify(next.items)
  );
}

/**
 * A piece of the grid (a group, a run of its cards) that redraws only when `changed` says so, and
 * draws what the steps reached of its items, never fewer than it drew before (see PartProps.count).
 */
class Piece<P extends PartProps> extends Component<P> {
  drawn = 0;

  override shouldComponentUpdate(next: P): boolean {
    return changed(this.props, next);
  }

  shown(): MenuItem[] {
    const { items, count } = this.props;
    this.drawn = Math.min(Math.max(this.drawn, count), items.length);
    return items.slice(0, this.drawn);
  }
}

/** Up to RUN cards of one group. */
class CardRun extends Piece<PartProps> {
  override render() {
    const { index, qtyById, lang, Facts, onAdd, onOpen, photos } = this.props;
    return this.shown().map((item, i) => (
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

/**
 * One group: its heading and its cards as a two-column grid, in runs. (`Section`: the prop every
 * later group is handed, GroupSection standing in for LaterGroup when the chunk fails to load.)
 */
export class GroupSection extends Piece<PartProps & { group: MenuGroup; Section?: unknown }> {
  override render() {
    const { group, index, count } = this.props;
    const shown = this.shown();
    const runs: MenuItem[][] = [];
    for (let start = 0; start < shown.length; start += RUN)
      runs.push(shown.slice(start, start + RUN));
    return runs.length ? (
      <section
        // Past the first screen: see .qm-far in shared/ui/menu/menu-css.ts.
        className={index < FIRST_SCREEN_CARDS ? 'qm-group' : 'qm-group qm-far'}
        aria-labelledby={`qm-group-heading-${group.id}`}
      >
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
    ) : null;
  }
}

/**
 * A group past the first screen (widget/later-group.tsx, in the after-paint chunk): drawn, in steps
 * of its own, once it comes near the viewport, find in page reaches one of its dishes, or the page is
 * printed; until then its heading over about the room its cards will take.
 */
export type LaterGroup = ComponentType<
  PartProps & { group: MenuGroup; Section: typeof GroupSection }
>;

/**
 * Each group as a titled two-column grid; the shared empty state when there is nothing to show.
 * Only what is on screen and near it is drawn, so no menu, however long, holds the main thread for
 * long. The groups of the first FIRST_SCREEN_CARDS cards are drawn here: those cards at once, the
 * rest of their groups in small steps, each a task of its own, so a tap is answered between two of
 * them. Every later group is the after-paint chunk's LaterGroup, which draws it the same way once
 * the customer comes near it. Changed groups, language or facts are drawn again from the top, in
 * steps; a card whose dish reads the same is left as it is, and a dish added to the cart redraws
 * only its own run.
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
  // The later groups' drawer, from the after-paint chunk (which the element loads right after its
  // first paint anyway); until it is here they are left out, as on the server's page. Should it
  // fail to load, they stay out (each category's chip still shows all of its dishes).
  const [Later, setLater] = useState<LaterGroup>();
  useEffect(() => {
    import('../after-paint-chunk.ts').then(
      (chunk) => setLater(() => chunk.LaterGroup),
      // The later groups' sections then draw nothing (their count stays 0), and the photos come.
      () => setLater(() => GroupSection as LaterGroup),
    );
  }, []);
  // Other groups (a chip, the badge filter, the whole menu arriving, the language or the facts:
  // MenuView hands the same array until one of those changes) start the steps again from the top.
  const [progress, setProgress] = useState({ groups, front: FIRST_SCREEN_CARDS });
  const front = progress.groups === groups ? progress.front : FIRST_SCREEN_CARDS;
  // Taking the server's page over draws what its HTML holds, node for node (boxes where it left
  // the photos to the element); the photos and the later groups come with the chunk.
  const photos = Later ? undefined : firstScreen?.photos;

  let index = 0;
  // The cards of the groups drawn here.
  let first = 0;
  const sections = groups.map((group) => {
    const start = index;
    index += group.items.length;
    const section: PartProps & { key: string; group: MenuGroup } = {
      key: group.id,
      group,
      items: group.items,
      index: start,
      count: Math.min(Math.max(front - start, 0), group.items.length),
      qtyById,
      lang,
      Facts,
      onAdd: handlers.add,
      onOpen: props.onOpen && handlers.open,
      photos,
    };
    if (start >= FIRST_SCREEN_CARDS) return Later && <Later {...section} Section={GroupSection} />;
    first = index;
    return <GroupSection {...section} />;
  });

  useLayoutEffect(() => {
    if (front >= first || photos) return undefined;
    const timer = setTimeout(() => setProgress({ groups, front: front + STEP }));
    return () => clearTimeout(timer);
  });

  if (index === 0) {
    return <MenuState kind="empty" title={groups.length === 1 ? t.noItemsInCategory : t.noItems} />;
  }
  return (
    <>
      {sections}
      {/* Only the server's page can be read with scripts off; the element never needs this. */}
      {import.meta.env.SSR && index > FIRST_SCREEN_CARDS ? (
        <noscript>
          <p className="qm-empty">{REST_NEEDS_SCRIPT[lang]}</p>
        </noscript>
      ) : null}
    </>
  );
}
