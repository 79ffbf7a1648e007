// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '../../../lib/business/business.ts';
import { sampleOrder } from '../components/fixtures.ts';
import type { BoardOrder } from '../lib/board.ts';
import type { PrintKind } from '../lib/ticket.ts';
import { usePrinter, type Printer } from './use-printer.tsx';

const business = {
  name: 'Karak House',
  name_ar: 'بيت الكرك',
  address: null,
  vat_number: null,
  ticket_paper_mm: 58,
} as unknown as Business;

let printer: Printer;
function Harness() {
  printer = usePrinter(business);
  return <>{printer.sheet}</>;
}

const sheetText = () => document.querySelector('.print-sheet')?.textContent ?? '';
const print = (order: BoardOrder, kind: PrintKind = 'ticket') =>
  act(() => printer.print(order, kind));

describe('usePrinter', () => {
  let printed: string[];
  beforeEach(() => {
    printed = [];
    // What the print dialog would show: the sheet in the page when print is called.
    // (happy-dom has no window.print of its own.)
    window.print = vi.fn(() => void printed.push(sheetText()));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lays the sheet out, sizes the roll and then opens the print dialog', () => {
    render(<Harness />);
    expect(document.querySelector('.print-sheet')).toBeNull();
    print(sampleOrder({ number: 4 }), 'receipt');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('Order 4');
    expect(printed[0]).toContain('Karak House');
    const sheet = document.querySelector('.print-sheet')!;
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet.getAttribute('data-paper')).toBe('58');
    expect(sheet.querySelector('style')?.textContent).toMatch(
      /^@page ticket-roll \{ size: 58mm \d+mm; margin: 0; \}$/,
    );
  });

  it('prints orders that arrive together one after another, the next when the dialog closes', () => {
    render(<Harness />);
    print(sampleOrder({ number: 7 }));
    print(sampleOrder({ number: 8 }));
    print(sampleOrder({ number: 9 }));
    expect(printed).toHaveLength(1);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(printed).toHaveLength(2);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(printed.map((text) => /Order (\d+)/.exec(text)?.[1])).toEqual(['7', '8', '9']);
    // Nothing left: a later print starts at once.
    act(() => void window.dispatchEvent(new Event('afterprint')));
    print(sampleOrder({ number: 10 }));
    expect(printed).toHaveLength(4);
  });

  it('goes on to the next after a few seconds where print does not wait for the dialog', () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      print(sampleOrder({ number: 1 }));
      print(sampleOrder({ number: 2 }));
      expect(printed).toHaveLength(1);
      act(() => void vi.advanceTimersByTime(3000));
      expect(printed).toHaveLength(2);
      expect(printed[1]).toContain('Order 2');
    } finally {
      vi.useRealTimers();
    }
  });
});
