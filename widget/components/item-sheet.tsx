// The item sheet: large photo, description, option groups, quantity and "Add to cart".
// Loaded on demand (widget/cart-chunk.ts), so it costs nothing before the first menu paint. Every
// dish opens it, with `?item=<id>` in the address while it is open (use-sheet-history.ts).
import { useEffect, useRef, useState } from 'react';
import { css } from '../../shared/ui/menu/css.ts';
import { MAX_LINE_QTY, unitPriceBaisa } from '../../shared/domain/cart.ts';
import {
  chosenOptions,
  selectionProblems,
  toggleChoice,
  type ChosenOption,
  type OptionGroup,
  type Selection,
  type SelectionProblem,
} from '../../shared/domain/item-options.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import { imageSources } from '../../shared/domain/images.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import { itemBaisa } from '../cart-items.ts';
import { optionGroupsOf } from '../option-groups.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { useSheetHistory } from '../hooks/use-sheet-history.ts';
import { MENU_TEXTS } from '../i18n.ts';
import type { MenuItem } from '../menu-types.ts';
import { cartCss } from '../cart-styles.ts';
import { SHEET_TEXTS, type SheetTexts } from '../sheet-texts.ts';
import { ItemFacts } from './item-facts.tsx';

export interface ItemSheetProps {
  /** The item with its texts (and its options') already in `lang`. */
  item: MenuItem;
  lang: Lang;
  onClose: () => void;
  /** The customer pressed add with a valid choice: qty of the item with these options (the sheet then closes). */
  onAdd: (options: ChosenOption[], qty: number) => void;
}

function rule(group: OptionGroup, text: SheetTexts): string {
  if (group.min === 1 && group.max === 1) return `${text.required} · ${text.chooseOne}`;
  if (group.min === 0) return text.upTo(group.max);
  return `${text.required} · ${text.between(group.min, group.max)}`;
}

function selectionProblemText(problem: SelectionProblem, text: SheetTexts): string {
  const name = problem.group.name;
  if (problem.kind === 'missing') return text.missing(name);
  if (problem.kind === 'unavailable') return text.unavailable(name);
  return text.tooFew(name, problem.group.min);
}

interface OptionGroupFieldProps {
  group: OptionGroup;
  /** What is wrong with the choice, once the customer has tried to add. */
  problem: SelectionProblem | undefined;
  /** The ids of the chosen choices. */
  picked: readonly string[];
  /** The dish is sold out: nothing can be chosen. */
  disabled: boolean;
  lang: Lang;
  onToggle: (choiceId: string) => void;
}

/** One option group: its rule, its problem and its choices (radios for one required choice). */
function OptionGroupField(props: OptionGroupFieldProps) {
  const { group, problem, picked, lang } = props;
  const text = SHEET_TEXTS[lang];
  const radio = group.max === 1 && group.required;
  const errorId = `qm-error-for-${group.id}`;
  return (
    <fieldset
      className="qm-option-group"
      data-group-id={group.id}
      aria-describedby={problem ? errorId : undefined}
    >
      <legend dir="auto">
        {group.name} <small>{rule(group, text)}</small>
      </legend>
      {problem ? (
        <p id={errorId} className="qm-option-error" role="alert">
          {selectionProblemText(problem, text)}
        </p>
      ) : null}
      {group.choices.map((choice) => (
        <label key={choice.id} className="qm-option" data-sold-out={choice.soldOut || undefined}>
          <input
            type={radio ? 'radio' : 'checkbox'}
            name={group.id}
            checked={picked.includes(choice.id)}
            disabled={choice.soldOut || props.disabled}
            onChange={() => props.onToggle(choice.id)}
          />
          <span dir="auto">{choice.name}</span>
          <span className="qm-option-price">
            {choice.soldOut
              ? MENU_TEXTS[lang].soldOut
              : choice.priceBaisa > 0
                ? `+${formatPrice(choice.priceBaisa, lang)}`
                : ''}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The modal sheet: focus trapped, Escape or the backdrop closes it. */
export function ItemSheet({ item, lang, onClose, onAdd }: ItemSheetProps) {
  const text = SHEET_TEXTS[lang];
  const price = (baisa: number) => formatPrice(baisa, lang);
  const panel = useRef<HTMLDivElement>(null);
  // What had focus when the sheet opened (through shadow roots): it gets it back on close.
  const [opener] = useState(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active as HTMLElement | null;
  });
  // After the menu behind is interactive again (no longer inert), a frame later.
  useEffect(() => () => void requestAnimationFrame(() => opener?.focus()), [opener]);
  const close = useSheetHistory(item.id, onClose);
  useFocusTrap(panel, close);
  const groups = optionGroupsOf(item, lang);
  const [selection, setSelection] = useState<Selection>({});
  const [qty, setQty] = useState(1);
  const [tried, setTried] = useState(false);
  const problems = selectionProblems(groups, selection);
  const unit = unitPriceBaisa(itemBaisa(item), chosenOptions(groups, selection));
  const soldOut = item.sold_out === true;
  const titleId = `qm-sheet-heading-${item.id}`;

  const add = () => {
    if (problems.length > 0) {
      setTried(true);
      // Bring the first group that needs attention into view.
      panel.current?.querySelector(`[data-group-id="${problems[0]!.group.id}"]`)?.scrollIntoView();
      return;
    }
    onAdd(chosenOptions(groups, selection), qty);
    close();
  };

  return (
    <>
      {/* The cart panel's rules (backdrop, stepper, buttons) and the sheet's own. */}
      <style>{cartCss + sheetCss}</style>
      <div className="qm-scrim" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        className="qm-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-item-id={item.id}
      >
        <button
          type="button"
          className="qm-close qm-sheet-close"
          aria-label={text.close}
          onClick={close}
        >
          ×
        </button>
        {/* Focusable so a keyboard can scroll it even when nothing inside is (a sold-out dish). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: scrollable-region-focusable */}
        <div className="qm-scroll-body" tabIndex={0}>
          {item.image_url ? (
            <img
              className="qm-sheet-image"
              {...imageSources(item.image_url, item.image_widths, 'sheet')}
              alt=""
              width={800}
              height={600}
            />
          ) : null}
          <div className="qm-sheet-details">
            <h2 id={titleId} dir="auto">
              {item.name}
            </h2>
            {item.description ? (
              <p className="qm-description" dir="auto">
                {item.description}
              </p>
            ) : null}
            <ItemFacts item={item} lang={lang} />
            {soldOut ? (
              <p className="qm-sold-out-note">{item.closed ?? MENU_TEXTS[lang].soldOut}</p>
            ) : null}
          </div>
          {groups.map((group) => (
            <OptionGroupField
              key={group.id}
              group={group}
              problem={tried ? problems.find((p) => p.group.id === group.id) : undefined}
              picked={selection[group.id] ?? []}
              disabled={soldOut}
              lang={lang}
              onToggle={(choiceId) => setSelection((s) => toggleChoice(s, group, choiceId))}
            />
          ))}
        </div>
        <div className="qm-panel-foot qm-sheet-foot">
          <div className="qm-stepper" role="group" aria-label={text.quantity}>
            <button
              type="button"
              aria-label={text.fewer}
              disabled={qty <= 1 || soldOut}
              onClick={() => setQty((q) => Math.max(1, q - 1))}
            >
              −
            </button>
            <output aria-label={text.quantity}>{qty}</output>
            <button
              type="button"
              aria-label={text.more}
              disabled={qty >= MAX_LINE_QTY || soldOut}
              onClick={() => setQty((q) => Math.min(MAX_LINE_QTY, q + 1))}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="qm-primary qm-sheet-add"
            disabled={soldOut}
            onClick={add}
          >
            {soldOut
              ? (item.closed ?? MENU_TEXTS[lang].soldOut)
              : text.addToCart(price(unit * qty))}
          </button>
        </div>
      </div>
    </>
  );
}

// The sheet's own rules, shipped with it in the on-demand chunk, not in qr-menu.js.
const sheetCss = css`
  .qm-sheet {
    position: fixed;
    z-index: 5;
    left: 0;
    right: 0;
    bottom: 0;
    max-height: 92vh;
    max-width: 560px;
    margin: auto;
    display: flex;
    flex-direction: column;
    background: var(--menu-surface);
    border-radius: var(--menu-radius) var(--menu-radius) 0 0;
    overflow: hidden;
    animation: qm-slide-up 0.2s ease-out;
  }
  .qm-scroll-body {
    overflow-y: auto;
    flex: 1;
  }
  .qm-sheet-image {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4/3;
    object-fit: cover;
    background: var(--menu-border);
  }
  .qm-sheet-details {
    display: grid;
    gap: 6px;
    padding: 16px;
  }
  .qm-sheet-details h2 {
    font-size: 1.3em;
  }
  .qm-sheet-details .qm-description {
    display: block;
    -webkit-line-clamp: none;
    overflow: visible;
    font-size: 1em;
  }
  .qm-sheet-close {
    position: absolute;
    z-index: 1;
    top: 8px;
    inset-inline-end: 8px;
    background: var(--menu-surface);
    box-shadow: 0 2px 8px var(--menu-shadow-soft);
  }
  .qm-option-group {
    border: 0;
    border-top: 1px solid var(--menu-border);
    margin: 0;
    padding: 12px 16px;
  }
  .qm-option-group legend {
    float: left;
    width: 100%;
    padding: 0 0 6px;
    font-weight: 700;
  }
  .qm-option-group legend small {
    font-weight: 400;
    color: var(--menu-muted);
    margin-inline-start: 6px;
  }
  .qm-option {
    clear: both;
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
  }
  .qm-option input {
    width: 20px;
    height: 20px;
    accent-color: var(--menu-accent);
  }
  .qm-option span:nth-of-type(1) {
    flex: 1;
  }
  .qm-option[data-sold-out] {
    color: var(--menu-muted);
  }
  .qm-option-price {
    direction: ltr;
    color: var(--menu-muted);
  }
  .qm-option-error {
    clear: both;
    color: var(--menu-danger);
    font-weight: 600;
  }
  .qm-sold-out-note {
    color: var(--menu-danger);
    font-weight: 700;
  }
  .qm-sheet-foot {
    flex-direction: row;
    align-items: center;
  }
  .qm-sheet-add {
    flex: 1;
    padding: 0 12px;
  }
  @keyframes qm-slide-up {
    from {
      transform: translateY(100%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .qm-sheet {
      animation: none;
    }
  }
`;
