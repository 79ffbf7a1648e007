import type { Lang } from '../../../../shared/domain/i18n.ts';
import type { OrderLine } from '../lib/board.ts';

/** An order's lines with their chosen options, in the screen's language (the other one as fallback). */
export function OrderLines({ lines, lang }: { lines: readonly OrderLine[]; lang: Lang }) {
  const pick = (en: string, ar: string) => (lang === 'ar' ? ar || en : en || ar);
  return (
    <ul className="order-lines">
      {lines.map((line, index) => (
        <li key={`${line.item_id}-${index}`}>
          {/* "2 ×" in both languages, as the WhatsApp message writes it in Arabic. */}
          <span className="order-lines__qty">{line.quantity} ×</span>{' '}
          <span className="order-lines__name">{pick(line.name, line.name_ar)}</span>
          {line.options.length > 0 && (
            <span className="order-lines__options">
              {line.options
                .map((o) => pick(o.choice, o.choice_ar))
                .join(lang === 'ar' ? '، ' : ', ')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
