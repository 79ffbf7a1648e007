import { formatPrice } from '../../../../shared/domain/money.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { ORDER_STATUSES, type DayTotals } from '../lib/board.ts';

/** Today's orders and their value, and how many are at each step. */
export function DayTotalsView({ totals }: { totals: DayTotals }) {
  const { lang, t } = useI18n();
  return (
    <section className="day-totals" aria-label={t.board.today}>
      <dl>
        <div data-total="orders">
          <dt>{t.board.todayOrders}</dt>
          <dd>{totals.orders}</dd>
        </div>
        <div data-total="value">
          <dt>{t.board.todayValue}</dt>
          <dd>{formatPrice(totals.valueBaisa, lang)}</dd>
        </div>
        {ORDER_STATUSES.map((status) => (
          <div key={status} data-total={status}>
            <dt>{t.board.status[status]}</dt>
            <dd>{totals.byStatus[status]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
