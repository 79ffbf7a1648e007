// The item sheet (issue 13): large photo, description, option groups, quantity and "Add to cart".
// Loaded on demand (see lazy-item-sheet.tsx), so it costs nothing before the first menu paint.
import { useRef, useState } from 'react';
import { MAX_LINE_QTY } from '../../shared/domain/cart.ts';
import {
  chosenOptions,
  selectionProblems,
  toggleChoice,
  unitPriceBaisa,
  type ChosenOption,
  type OptionGroup,
  type Selection,
  type SelectionProblem,
} from '../../shared/domain/item-options.ts';
import { formatOmr } from '../../shared/domain/money.ts';
import { itemBaisa, optionGroupsOf } from '../cart-items.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import type { MenuItem } from '../menu-types.ts';
import { ItemFacts } from './item-facts.tsx';

// Kept in one object so the widget dictionary can take them over in one move.
const text = {
  close: 'Close',
  add: (price: string) => `Add to cart · ${price}`,
  soldOut: 'Sold out',
  required: 'Required',
  chooseOne: 'Choose 1',
  upTo: (n: number) => `Up to ${n}`,
  between: (min: number, max: number) => `Choose ${min} to ${max}`,
  quantity: 'Quantity',
  fewer: 'One fewer',
  more: 'One more',
  missing: (name: string) => `Choose ${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name.toLowerCase()}`,
  tooFew: (name: string, min: number) => `Choose at least ${min}: ${name}`,
  unavailable: (name: string) => `${name}: a choice is sold out, choose another`,
} as const;

export interface ItemSheetProps {
  item: MenuItem;
  onClose: () => void;
  /** The customer pressed add with a valid choice: qty of the item with these options. */
  onAdd: (options: ChosenOption[], qty: number) => void;
}

function rule(group: OptionGroup): string {
  if (group.min === 1 && group.max === 1) return `${text.required} · ${text.chooseOne}`;
  if (group.min === 0) return text.upTo(group.max);
  return `${text.required} · ${text.between(group.min, group.max)}`;
}

function problemText(problem: SelectionProblem): string {
  const name = problem.group.name;
  if (problem.kind === 'missing') return text.missing(name);
  if (problem.kind === 'unavailable') return text.unavailable(name);
  return text.tooFew(name, problem.group.min);
}

/** The modal sheet: focus trapped, Escape or the backdrop closes it. */
export function ItemSheet({ item, onClose, onAdd }: ItemSheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);
  const groups = optionGroupsOf(item);
  const [selection, setSelection] = useState<Selection>({});
  const [qty, setQty] = useState(1);
  const [tried, setTried] = useState(false);
  const problems = selectionProblems(groups, selection);
  const unit = unitPriceBaisa(itemBaisa(item), chosenOptions(groups, selection));
  const soldOut = item.sold_out === true;
  const titleId = `qm-s-${item.id}`;

  const add = () => {
    if (problems.length > 0) {
      setTried(true);
      // Bring the first group that needs attention into view.
      panel.current?.querySelector(`[data-group-id="${problems[0]!.group.id}"]`)?.scrollIntoView();
      return;
    }
    onAdd(chosenOptions(groups, selection), qty);
  };

  return (
    <>
      <style>{sheetCss}</style>
      <div className="qm-sc" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="qm-sh"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-item-id={item.id}
      >
        <button type="button" className="qm-x qm-sx" aria-label={text.close} onClick={onClose}>
          ×
        </button>
        <div className="qm-sb">
          {item.image_url ? (
            <img className="qm-si" src={item.image_url} alt="" width={800} height={600} />
          ) : null}
          <div className="qm-sd">
            <h2 id={titleId} dir="auto">
              {item.name}
            </h2>
            {item.description ? (
              <p className="qm-d" dir="auto">
                {item.description}
              </p>
            ) : null}
            <ItemFacts item={item} />
            {soldOut ? <p className="qm-so">{text.soldOut}</p> : null}
          </div>
          {groups.map((group) => {
            const problem = tried ? problems.find((p) => p.group.id === group.id) : undefined;
            const picked = selection[group.id] ?? [];
            const radio = group.max === 1 && group.required;
            const errorId = `qm-e-${group.id}`;
            return (
              <fieldset
                key={group.id}
                className="qm-og"
                data-group-id={group.id}
                aria-describedby={problem ? errorId : undefined}
              >
                <legend dir="auto">
                  {group.name} <small>{rule(group)}</small>
                </legend>
                {problem ? (
                  <p id={errorId} className="qm-oe" role="alert">
                    {problemText(problem)}
                  </p>
                ) : null}
                {group.choices.map((choice) => (
                  <label
                    key={choice.id}
                    className="qm-oc"
                    data-sold-out={choice.soldOut || undefined}
                  >
                    <input
                      type={radio ? 'radio' : 'checkbox'}
                      name={group.id}
                      checked={picked.includes(choice.id)}
                      disabled={choice.soldOut || soldOut}
                      onChange={() => setSelection((s) => toggleChoice(s, group, choice.id))}
                    />
                    <span dir="auto">{choice.name}</span>
                    <span className="qm-op">
                      {choice.soldOut
                        ? text.soldOut
                        : choice.priceBaisa > 0
                          ? `+${formatOmr(choice.priceBaisa)}`
                          : ''}
                    </span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
        <div className="qm-ft qm-sf">
          <div className="qm-sp" role="group" aria-label={text.quantity}>
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
          <button type="button" className="qm-go qm-sa" disabled={soldOut} onClick={add}>
            {soldOut ? text.soldOut : text.add(formatOmr(unit * qty))}
          </button>
        </div>
      </div>
    </>
  );
}

// The sheet's own rules, shipped with it in the on-demand chunk, not in qr-menu.js.
const sheetCss = `
.qm-sh{position:fixed;z-index:5;left:0;right:0;bottom:0;max-height:92vh;max-width:560px;margin:auto;display:flex;flex-direction:column;background:var(--sf);border-radius:var(--r) var(--r) 0 0;overflow:hidden;animation:qm-up .2s ease-out}
.qm-sb{overflow-y:auto;flex:1}
.qm-si{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:var(--bd)}
.qm-sd{display:grid;gap:6px;padding:16px}
.qm-sd h2{font-size:1.3rem}
.qm-sd .qm-d{display:block}
.qm-sx{position:absolute;z-index:1;top:8px;inset-inline-end:8px;background:var(--sf);box-shadow:0 2px 8px #0003}
.qm-og{border:0;border-top:1px solid var(--bd);margin:0;padding:12px 16px}
.qm-og legend{float:left;width:100%;padding:0 0 6px;font-weight:700}
.qm-og legend small{font-weight:400;color:var(--mu);margin-inline-start:6px}
.qm-oc{clear:both;display:flex;align-items:center;gap:10px;min-height:44px}
.qm-oc input{width:20px;height:20px;accent-color:var(--a)}
.qm-oc span:nth-of-type(1){flex:1}
.qm-oc[data-sold-out]{color:var(--mu)}
.qm-op{direction:ltr;color:var(--mu)}
.qm-oe{clear:both;color:#b3261e;font-weight:600}
.qm-so{color:#b3261e;font-weight:700}
.qm-sf{flex-direction:row;align-items:center}
.qm-sa{flex:1;padding:0 12px}
@keyframes qm-up{from{transform:translateY(100%)}}
@media (prefers-reduced-motion:reduce){.qm-sh{animation:none}}
`;
