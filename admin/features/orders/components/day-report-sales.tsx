import { formatPrice } from '../../../../shared/domain/money.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { OrderReport } from '../lib/report.ts';
import { Note, Part, Row } from './day-report-part.tsx';

/** Sales of the orders not cancelled: items, fees, the VAT recorded, the total; then payments. */
export function SalesPart({ report }: { report: OrderReport }) {
  const { lang, t } = useI18n();
  const money = (baisa: number) => formatPrice(baisa, lang);
  const { sales } = report;
  return (
    <Part title={t.report.sales}>
      <dl className="day-report__rows">
        <Row label={t.report.orders} value={t.report.ordersCount(sales.orders)} name="orders" />
        <Row label={t.report.items} value={money(sales.items_baisa)} name="items" />
        <Row label={t.report.deliveryFees} value={money(sales.delivery_fee_baisa)} name="fees" />
        <Row
          label={t.report.vatCollected}
          note={t.report.vatOrders(sales.vat_orders)}
          value={money(sales.vat_baisa)}
          name="vat"
        />
        <Row label={t.report.total} value={money(sales.total_baisa)} name="total" strong />
      </dl>
      {sales.no_vat_orders > 0 && (
        <>
          <dl className="day-report__rows">
            <Row
              label={t.report.noVat}
              note={t.report.ordersCount(sales.no_vat_orders)}
              value={money(sales.no_vat_total_baisa)}
              name="no-vat"
            />
          </dl>
          <Note>{t.report.noVatNote}</Note>
        </>
      )}
      <Note>{t.report.salesNote}</Note>
    </Part>
  );
}

/** Each way of paying as recorded (cash, card, not asked) with its orders and total. */
export function PaymentsPart({ report }: { report: OrderReport }) {
  const { lang, t } = useI18n();
  const method = (payment: string | null) =>
    payment === null ? t.report.paymentNone : (t.board.paymentKind[payment] ?? payment);
  return (
    <Part title={t.report.payments}>
      {report.payments.length === 0 ? (
        <Note>{t.report.noOrders}</Note>
      ) : (
        <dl className="day-report__rows">
          {report.payments.map((row) => (
            <Row
              key={row.payment ?? 'none'}
              label={method(row.payment)}
              note={t.report.ordersCount(row.orders)}
              value={formatPrice(row.total_baisa, lang)}
              name={`payment-${row.payment ?? 'none'}`}
            />
          ))}
        </dl>
      )}
    </Part>
  );
}
