import { describe, expect, it } from 'vitest';
import {
  boardTables,
  dayTotals,
  filterOrders,
  mayMoveTo,
  minutesSince,
  nextStatus,
  sortOrders,
  toBoardOrder,
  upsertOrder,
  upsertRequest,
  type BoardOrder,
  type OrderRow,
  type TableRequestRow,
} from './board.ts';

const NOW = new Date('2026-11-26T18:00:00Z'); // 22:00 in Muscat, 2026-11-26

function row(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 'o1',
    business_id: 'b1',
    number: 1,
    business_day: '2026-11-26',
    status: 'new',
    cancel_reason: null,
    cancel_code: null,
    repeat_of_number: null,
    order_type: 'dine_in',
    table_label: '5',
    lang: 'en',
    lines: [],
    items_baisa: 1000,
    delivery_fee_baisa: null,
    vat_baisa: null,
    total_baisa: 1000,
    customer_name: null,
    customer_address: null,
    customer_location: null,
    customer_note: null,
    payment: null,
    created_at: '2026-11-26T17:00:00Z',
    status_changed_at: '2026-11-26T17:00:00Z',
    ...overrides,
  };
}

const order = (overrides: Partial<OrderRow> = {}): BoardOrder => toBoardOrder(row(overrides));

function request(overrides: Partial<TableRequestRow> = {}): TableRequestRow {
  return {
    id: 'r1',
    business_id: 'b1',
    table_label: '5',
    kind: 'bill',
    created_at: '2026-11-26T17:00:00Z',
    done_at: null,
    answered_by: null,
    answered_by_label: null,
    ...overrides,
  };
}

describe('the board', () => {
  it('reads the lines the database recomputed, options included, and nothing that is not there', () => {
    const read = toBoardOrder(
      row({
        lines: [
          {
            item_id: 'i1',
            name: 'Karak Tea',
            name_ar: 'كرك',
            quantity: 2,
            unit_baisa: 500,
            amount_baisa: 1000,
            options: [
              {
                group: 'Size',
                group_ar: 'الحجم',
                choice: 'Large',
                choice_ar: 'كبير',
                price_baisa: 100,
              },
            ],
          },
          'not a line',
        ],
      }),
    );
    expect(read.lines[0]).toEqual({
      item_id: 'i1',
      name: 'Karak Tea',
      name_ar: 'كرك',
      quantity: 2,
      unit_baisa: 500,
      amount_baisa: 1000,
      options: [
        { group: 'Size', group_ar: 'الحجم', choice: 'Large', choice_ar: 'كبير', price_baisa: 100 },
      ],
    });
    expect(read.lines[1]).toMatchObject({ name: '', quantity: 0, options: [] });
  });

  it('moves New -> Accepted -> Ready -> Completed, and no further', () => {
    expect(nextStatus('new')).toBe('accepted');
    expect(nextStatus('accepted')).toBe('ready');
    expect(nextStatus('ready')).toBe('completed');
    expect(nextStatus('completed')).toBeUndefined();
    expect(nextStatus('cancelled')).toBeUndefined();
  });

  it('lists open orders oldest first (the kitchen works in order), then finished ones newest first', () => {
    const sorted = sortOrders([
      order({ id: 'done-old', status: 'completed', created_at: '2026-11-26T10:00:00Z' }),
      order({ id: 'new-late', created_at: '2026-11-26T17:30:00Z' }),
      order({ id: 'done-late', status: 'cancelled', created_at: '2026-11-26T16:00:00Z' }),
      order({ id: 'ready-early', status: 'ready', created_at: '2026-11-26T17:00:00Z' }),
    ]);
    expect(sorted.map((o) => o.id)).toEqual(['ready-early', 'new-late', 'done-late', 'done-old']);
  });

  it('a live change replaces the order it names instead of adding a second', () => {
    const before = [order({ id: 'a' }), order({ id: 'b', created_at: '2026-11-26T17:10:00Z' })];
    const after = upsertOrder(before, order({ id: 'a', status: 'accepted' }));
    expect(after.map((o) => [o.id, o.status])).toEqual([
      ['a', 'accepted'],
      ['b', 'new'],
    ]);
  });

  it('filters by table, type and status, "open" meaning New, Accepted and Ready', () => {
    const orders = [
      order({ id: 't5', table_label: '5' }),
      order({ id: 'pickup', order_type: 'pickup', table_label: null, status: 'ready' }),
      order({ id: 'gone', table_label: '5', status: 'cancelled', cancel_reason: 'Sold out' }),
    ];
    const ids = (filter: Parameters<typeof filterOrders>[1]) =>
      filterOrders(orders, filter).map((o) => o.id);
    expect(ids({ table: '5', type: '', status: '' })).toEqual(['t5', 'gone']);
    expect(ids({ table: '', type: 'pickup', status: '' })).toEqual(['pickup']);
    expect(ids({ table: '', type: '', status: 'open' })).toEqual(['t5', 'pickup']);
    expect(ids({ table: '5', type: '', status: 'cancelled' })).toEqual(['gone']);
  });

  it("counts today's orders (Muscat day) and their value, cancelled ones apart", () => {
    const totals = dayTotals(
      [
        order({ id: 'a', total_baisa: 1200 }),
        order({ id: 'b', status: 'completed', total_baisa: 3045 }),
        order({ id: 'c', status: 'cancelled', total_baisa: 9999, cancel_reason: 'x' }),
        order({ id: 'yesterday', business_day: '2026-11-25', total_baisa: 500 }),
      ],
      NOW,
    );
    expect(totals).toEqual({
      orders: 2,
      valueBaisa: 4245,
      byStatus: { new: 1, accepted: 0, ready: 0, completed: 1, cancelled: 1 },
    });
    // 20:30 UTC is already the next day in Muscat: yesterday's orders no longer count.
    expect(dayTotals([order()], new Date('2026-11-26T20:30:00Z')).orders).toBe(0);
  });

  it("offers the tables in use in the business's own order, unknown labels after", () => {
    expect(
      boardTables(
        ['1', '2', '5', 'Terrace 1'],
        [
          order({ table_label: 'Terrace 1' }),
          order({ table_label: null }),
          order({ table_label: 'Old' }),
        ],
        [request({ table_label: '2' })],
      ),
    ).toEqual(['2', 'Terrace 1', 'Old']);
  });

  it('keeps open requests oldest first; a done one leaves', () => {
    const open = [request({ id: 'a' }), request({ id: 'b', created_at: '2026-11-26T16:00:00Z' })];
    expect(
      upsertRequest(open, request({ id: 'c', created_at: '2026-11-26T17:30:00Z' })).map(
        (r) => r.id,
      ),
    ).toEqual(['b', 'a', 'c']);
    expect(
      upsertRequest(open, request({ id: 'a', done_at: '2026-11-26T17:40:00Z' })).map((r) => r.id),
    ).toEqual(['b']);
  });

  it('says how long something has waited, never less than nothing', () => {
    expect(minutesSince('2026-11-26T17:55:30Z', NOW)).toBe(4);
    expect(minutesSince('2026-11-26T18:00:30Z', NOW)).toBe(0);
  });
});

describe('the moves each role is offered', () => {
  it('offers the kitchen Accept and Ready only, every other role every move', () => {
    expect(mayMoveTo('kitchen', 'accepted')).toBe(true);
    expect(mayMoveTo('kitchen', 'ready')).toBe(true);
    expect(mayMoveTo('kitchen', 'completed')).toBe(false);
    expect(mayMoveTo('kitchen', 'cancelled')).toBe(false);
    for (const role of ['owner', 'manager', 'cashier', 'board']) {
      expect(mayMoveTo(role, 'completed')).toBe(true);
      expect(mayMoveTo(role, 'cancelled')).toBe(true);
    }
  });
});
