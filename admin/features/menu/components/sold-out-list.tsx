import { useState } from 'react';
import { dayAndTime, soldOutAt } from '../../../../shared/domain/availability.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { baisaFromNumber, formatPrice } from '../../../../shared/domain/money.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { SoldOutChoice } from './sold-out-choice.tsx';
import type { SoldOutRow } from '../hooks/use-sold-out-page.ts';
import './sold-out.css';

export interface SoldOutListProps {
  rows: SoldOutRow[];
  primary: Lang;
  /** The dish being changed, whose button waits. */
  busy: string | null;
  onMark: (row: SoldOutRow, soldOut: boolean, untilNextOpening: boolean) => void;
}

interface Group {
  key: string;
  title: string;
  order: number;
  rows: SoldOutRow[];
}

/** The visible dishes by category, each with its state and the one button that changes it. */
export function SoldOutList({ rows, primary, busy, onMark }: SoldOutListProps) {
  const { lang, t } = useI18n();
  const text = t.soldOut;
  const [asking, setAsking] = useState<SoldOutRow | null>(null);
  const now = new Date();
  const nameOf = (row: SoldOutRow) => pickText(row.name, row.name_ar, lang, primary);
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = row.category_id ?? '';
    const group = groups.get(key) ?? {
      key,
      title: row.categories
        ? pickText(row.categories.name, row.categories.name_ar, lang, primary)
        : text.noCategory,
      order: row.categories?.sort_order ?? Number.MAX_SAFE_INTEGER,
      rows: [],
    };
    group.rows.push(row);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => a.order - b.order);
  return (
    <>
      {sorted.map((group) => (
        <section key={group.key} className="ui-panel sold-out-group">
          <h2>{group.title}</h2>
          <ul className="sold-out-list">
            {group.rows.map((row) => {
              const name = nameOf(row);
              const soldOut = soldOutAt(row.sold_out, row.sold_out_until, now);
              const until = soldOut && row.sold_out_until ? new Date(row.sold_out_until) : null;
              return (
                <li key={row.id} className="sold-out-row" data-sold-out={soldOut || undefined}>
                  <span className="sold-out-row__name">{name}</span>
                  <span className="sold-out-row__price">
                    {formatPrice(baisaFromNumber(row.price), lang)}
                  </span>
                  <span className="sold-out-row__state">
                    {until
                      ? t.clock.soldOutUntil(dayAndTime(until, t.clock.days))
                      : soldOut
                        ? t.options.soldOut
                        : text.available}
                  </span>
                  <Button
                    variant={soldOut ? 'primary' : 'secondary'}
                    disabled={busy === row.id}
                    aria-label={soldOut ? text.markAvailableOf(name) : text.markSoldOutOf(name)}
                    onClick={() => (soldOut ? onMark(row, false, false) : setAsking(row))}
                  >
                    {soldOut ? text.markAvailable : text.markSoldOut}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <SoldOutChoice
        name={asking ? nameOf(asking) : null}
        onCancel={() => setAsking(null)}
        onChoose={(untilNextOpening) => {
          if (asking) onMark(asking, true, untilNextOpening);
          setAsking(null);
        }}
      />
    </>
  );
}
