import { describe, expect, it } from 'vitest';
import { ORDER_RECORD_TEXTS } from '../order-record-texts.ts';
import { busyReason, tableTokenOf } from './orders.ts';

describe('order budgets in the widget', () => {
  it("words a 429 by the budget place_order names, in the customer's language", () => {
    const reason = (scope: string) =>
      busyReason(JSON.stringify({ retry_after_seconds: 30, scope }));
    expect(reason('address')).toBe('busy');
    expect(reason('table')).toBe('busy-table');
    expect(reason('table-card')).toBe('busy-table');
    expect(reason('remote')).toBe('busy-menu');
    expect(reason('business')).toBe('busy-menu');
    expect(reason('day')).toBe('busy-menu');
    // Without a scope (an older server): this connection, as before.
    expect(busyReason(null)).toBe('busy');
    expect(busyReason('not json')).toBe('busy');
    expect(ORDER_RECORD_TEXTS.en.unrecorded['busy-menu']).toMatch(/many orders just now/);
    expect(ORDER_RECORD_TEXTS.ar.unrecorded['busy-menu']).toMatch(/طلبات كثيرة/);
    expect(ORDER_RECORD_TEXTS.ar.unrecorded['busy-table']).toMatch(/الطاولة/);
  });

  it("sends the table card's token from the page address or the element, and nothing else", () => {
    expect(tableTokenOf(undefined, '?table=5&t=AbC-_123456789xY')).toBe('AbC-_123456789xY');
    expect(tableTokenOf(undefined, '?table=5')).toBeNull();
    expect(tableTokenOf(undefined, '?table=5&t=short')).toBeNull();
    expect(tableTokenOf(undefined, '?table=5&t=<script>alert(1)</')).toBeNull();
    const host = {
      getAttribute: (name: string) => (name === 'table-token' ? 'ZZZZZZZZZZZZZZZZ' : null),
    };
    expect(tableTokenOf(host as unknown as Element, '?t=AbC-_123456789xY')).toBe(
      'ZZZZZZZZZZZZZZZZ',
    );
  });
});
