// What changed in a cart restored from the device, told line by line above the menu
// (price changed, sold out, no longer offered), until the customer dismisses it. Cart chunk.
import { useState } from 'react';
import type { CartChange } from '../../shared/domain/cart-review.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import { ENDING_TEXTS, type EndingTexts } from '../ending-texts.ts';
import { lineLabel } from '../line-label.ts';

function changeText(change: CartChange, t: EndingTexts, lang: Lang): string {
  const item = lineLabel(change.line, lang);
  switch (change.kind) {
    case 'price':
      return t.priceChanged(
        item,
        formatPrice(change.fromBaisa, lang),
        formatPrice(change.toBaisa, lang),
      );
    case 'sold-out':
      return t.soldOutTakenOut(item);
    case 'gone':
      return t.goneTakenOut(item);
    case 'choices':
      return t.choicesTakenOut(item);
  }
}

export interface CartChangesProps {
  changes: readonly CartChange[];
  lang: Lang;
}

export function CartChanges({ changes, lang }: CartChangesProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || changes.length === 0) return null;
  const t = ENDING_TEXTS[lang];
  return (
    <div className="qm-notice" role="status" data-cart-changes="">
      <p>{t.cartChecked}</p>
      <ul>
        {changes.map((change, index) => (
          <li key={index} data-change={change.kind}>
            {changeText(change, t, lang)}
          </li>
        ))}
      </ul>
      <button type="button" className="qm-chip" onClick={() => setDismissed(true)}>
        {t.dismiss}
      </button>
    </div>
  );
}
