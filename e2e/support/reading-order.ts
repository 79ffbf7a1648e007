// Checks that numbers with parts read in their own order on screen, whatever the text around them:
// a time range "06:00-11:00" shows 06:00 to the left of 11:00, a date "2026-03-01" and a phone
// number "+968 9123 4567" show their parts left to right. Right-to-left text reorders neutral characters (a dash, a space
// between digit groups) unless the number is isolated, and "06:00-11:00" can then read
// "11:00-06:00". The rule measures where each part is drawn (Range.getClientRects on the text
// node), so it fails on what a person would read, not on what the DOM holds.
import { expect, type Page } from '@playwright/test';

export interface ReadingOrderProblem {
  /** The text as the DOM holds it, e.g. "06:00-11:00". */
  text: string;
  /** The parts in the order they are drawn, left to right. */
  drawn: string[];
  /** The closest element's tag and class, to find it. */
  where: string;
}

/**
 * Every time range (HH:MM, a dash, HH:MM) and every phone number ("+968 9123 4567", groups of
 * digits separated by spaces) in the page's visible text, shadow roots included, whose parts on one
 * line are drawn out of order. Parts the browser wraps onto different lines are left out.
 */
export async function findBackwardsNumbers(page: Page): Promise<ReadingOrderProblem[]> {
  return page.evaluate(() => {
    // A dash: hyphen-minus, non-breaking hyphen, en dash, minus sign.
    const RANGE = /(\d{1,2}:\d{2})\s?[-\u2011\u2013\u2212]\s?(\d{1,2}:\d{2})/g;
    const PHONE = /\+?\d{2,4}(?:[ \u00a0]\d{2,4}){1,3}/g;
    // A date as the admin writes it, 2026-03-01.
    const DATE = /\d{4}-\d{2}-\d{2}/g;
    const problems: { text: string; drawn: string[]; where: string }[] = [];

    function describe(node: Node): string {
      const el = node.parentElement;
      if (!el) return '?';
      const cls =
        typeof el.className === 'string' && el.className.trim()
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      return `<${el.tagName.toLowerCase()}${cls}>`;
    }

    function rectOf(node: Text, start: number, end: number): DOMRect | null {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      // A part split over two lines has no single place.
      return rects.length === 1 ? rects[0]! : null;
    }

    /** Checks the parts (offsets into the node) are drawn left to right on one line. */
    function check(node: Text, text: string, parts: [number, number][]) {
      const rects = parts.map(([start, end]) => rectOf(node, start, end));
      if (rects.some((r) => r === null)) return;
      const boxes = rects as DOMRect[];
      const top = boxes[0]!.top;
      if (boxes.some((r) => Math.abs(r.top - top) > r.height / 2)) return;
      const inOrder = boxes.every((r, i) => i === 0 || r.left >= boxes[i - 1]!.left);
      if (inOrder) return;
      const drawn = parts
        .map(([start, end], i) => ({ part: node.data.slice(start, end), left: boxes[i]!.left }))
        .sort((a, b) => a.left - b.left)
        .map((p) => p.part);
      problems.push({ text, drawn, where: describe(node) });
    }

    function visit(root: Node) {
      const walker = document.createTreeWalker(
        root,
        NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.shadowRoot) visit(node.shadowRoot);
          continue;
        }
        const text = node as Text;
        const parent = text.parentElement;
        if (!parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
        if (parent.closest('script, style, noscript, textarea, [aria-hidden="true"]')) continue;
        for (const match of text.data.matchAll(RANGE)) {
          const from = match.index;
          const to = from + match[0].length - match[2]!.length;
          check(text, match[0], [
            [from, from + match[1]!.length],
            [to, to + match[2]!.length],
          ]);
        }
        for (const match of text.data.matchAll(DATE)) {
          const at = match.index;
          check(text, match[0], [
            [at, at + 4],
            [at + 5, at + 7],
            [at + 8, at + 10],
          ]);
        }
        for (const match of text.data.matchAll(PHONE)) {
          // Times are not phone numbers; "06:00 11:00" has no match anyway (the colon).
          const parts: [number, number][] = [];
          for (const group of match[0].matchAll(/\+?\d+/g)) {
            const start = match.index + group.index;
            parts.push([start, start + group[0].length]);
          }
          check(text, match[0], parts);
        }
      }
    }
    visit(document.body);
    // Fields can't be measured part by part: one holding a phone number, a price or a time must
    // itself run left to right.
    const fields = document.querySelectorAll<HTMLInputElement>(
      'input[type="tel"], input[type="time"], input[inputmode="decimal"], input[inputmode="numeric"]',
    );
    for (const field of fields) {
      if (!field.checkVisibility() || getComputedStyle(field).direction === 'ltr') continue;
      problems.push({
        text: field.value || field.placeholder,
        drawn: ['a right-to-left field'],
        where: `<input name="${field.name}">`,
      });
    }
    return problems;
  });
}

/** Fails the test with every number drawn out of order on the page. */
export async function expectNumbersInReadingOrder(page: Page, label = page.url()): Promise<void> {
  const problems = await findBackwardsNumbers(page);
  expect(
    problems.map((p) => `${p.where} "${p.text}" reads "${p.drawn.join(' … ')}"`),
    `numbers drawn out of order on ${label}`,
  ).toEqual([]);
}
