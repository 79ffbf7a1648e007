// Checks what a person sees, not what the DOM says: the page fits the viewport, no two visible
// controls overlap, no text is cut off by its box, and (in the admin) every control is big enough to
// tap. On failure the offending elements are outlined and a screenshot is attached to the report.
import { expect, test, type Page } from '@playwright/test';

export interface GeometryOptions {
  /** Controls must be at least this many CSS pixels wide and high (0 turns the check off). */
  minTapTarget?: number;
  /** Selectors of elements (and their contents) the checks leave out, each with a reason nearby. */
  ignore?: string[];
}

export interface GeometryProblem {
  rule:
    | 'page-wider-than-viewport'
    | 'controls-overlap'
    | 'text-clipped'
    | 'tap-target-too-small'
    | 'number-split';
  message: string;
}

const PROBLEM_ATTRIBUTE = 'data-geometry-problem';

/**
 * The tag of the journeys that measure what a person sees: they run again with the wide fonts and
 * at 130% text size (the projects of playwright.config.ts), since geometry is what fonts change.
 */
export const GEOMETRY = { tag: '@geometry' };

/** Runs every check in the page and returns what it found (empty when the page is fine). */
export async function findGeometryProblems(
  page: Page,
  options: GeometryOptions = {},
): Promise<GeometryProblem[]> {
  return page.evaluate(
    ({ minTap, ignore, mark }) => {
      const problems: { rule: GeometryProblem['rule']; message: string }[] = [];
      const flagged = new Set<Element>();
      const ignored = (el: Element) => ignore.some((selector) => el.closest(selector));

      function describe(el: Element): string {
        const tag = el.tagName.toLowerCase();
        const id = el.id ? `#${el.id}` : '';
        const cls =
          typeof el.className === 'string' && el.className.trim()
            ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.')
            : '';
        const name =
          el.getAttribute('aria-label') ??
          (el as HTMLInputElement).placeholder ??
          el.textContent ??
          '';
        const text = name.replace(/\s+/g, ' ').trim().slice(0, 40);
        return `<${tag}${id}${cls}>${text ? ` "${text}"` : ''}`;
      }
      function report(rule: GeometryProblem['rule'], message: string, ...els: Element[]) {
        problems.push({ rule, message });
        for (const el of els) flagged.add(el);
      }

      /** Shown to a person: has a box, not hidden, not transparent, not a visually-hidden helper. */
      function visible(el: Element): boolean {
        const rect = el.getBoundingClientRect();
        if (rect.width < 2 || rect.height < 2) return false;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        const style = getComputedStyle(el);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') {
          return false;
        }
        return !el.closest('[aria-hidden="true"], [inert]');
      }
      /** The nearest box that stays put while the page (or a dialog) scrolls under it. */
      function pinned(el: Element): Element | null {
        for (let node: Element | null = el; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return node;
        }
        return null;
      }

      // An open dialog is all a person can reach; check what is in it (the page behind is inert).
      const dialogs = [
        ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
      ].filter(visible);
      const scope: ParentNode = dialogs.at(-1) ?? document;

      // 1. The page is no wider than the viewport (no sideways scrolling).
      const viewport = document.documentElement.clientWidth;
      const docWidth = document.documentElement.scrollWidth;
      if (docWidth > viewport + 1) {
        // What a scrolling strip (the phone's navigation) holds beyond its edge is not what widens
        // the page: name the boxes that do.
        const scrolledAway = (el: Element) => {
          for (
            let node = el.parentElement;
            node && node !== document.body;
            node = node.parentElement
          ) {
            if (getComputedStyle(node).overflowX !== 'visible') {
              const box = node.getBoundingClientRect();
              return box.right <= viewport + 1 && box.left >= -1;
            }
          }
          return false;
        };
        const wide = [...document.body.querySelectorAll('*')].filter((el) => {
          if (!visible(el) || ignored(el) || scrolledAway(el)) return false;
          const rect = el.getBoundingClientRect();
          return rect.right > viewport + 1 || rect.left < -1;
        });
        // The outermost ones say where it starts.
        const outermost = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el)));
        report(
          'page-wider-than-viewport',
          `the page is ${docWidth}px wide in a ${viewport}px viewport; sticking out: ${outermost
            .slice(0, 5)
            .map(describe)
            .join(', ')}`,
          ...outermost.slice(0, 5),
        );
      }

      // 2. No two visible controls intersect.
      const controlSelector =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [tabindex]:not([tabindex="-1"])';
      const controls = [...scope.querySelectorAll(controlSelector)].filter(
        (el) => visible(el) && !ignored(el),
      );
      const rects = controls.map((el) => el.getBoundingClientRect());
      for (let i = 0; i < controls.length; i++) {
        for (let j = i + 1; j < controls.length; j++) {
          const a = controls[i]!;
          const b = controls[j]!;
          if (a.contains(b) || b.contains(a)) continue;
          // Content scrolling under a sticky bar or a fixed header is not an overlap a person meets.
          if (pinned(a) !== pinned(b)) continue;
          const ra = rects[i]!;
          const rb = rects[j]!;
          const overlapX = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const overlapY = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (overlapX > 1 && overlapY > 1) {
            report(
              'controls-overlap',
              `${describe(a)} and ${describe(b)} overlap by ${Math.round(overlapX)}x${Math.round(overlapY)}px`,
              a,
              b,
            );
          }
        }
      }

      // 3. No text cut off by its box.
      const canvas = document.createElement('canvas').getContext('2d');
      function textWidth(text: string, el: Element): number {
        if (!canvas) return 0;
        const style = getComputedStyle(el);
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        canvas.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
        return canvas.measureText(text).width;
      }
      function contentWidth(el: Element): number {
        const style = getComputedStyle(el);
        return (
          (el as HTMLElement).clientWidth -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight)
        );
      }
      /** The full text is available another way (a title or an accessible name). */
      function fullTextOffered(el: Element): boolean {
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        for (let node: Element | null = el; node; node = node.parentElement) {
          const offered = node.getAttribute('title') ?? node.getAttribute('aria-label');
          if (offered && offered.replace(/\s+/g, ' ').includes(text)) return true;
        }
        return false;
      }
      for (const el of scope.querySelectorAll('*')) {
        if (!(el instanceof HTMLElement) || !visible(el) || ignored(el)) continue;
        const style = getComputedStyle(el);
        const tag = el.tagName;
        if (tag === 'INPUT' || tag === 'TEXTAREA') {
          const input = el as HTMLInputElement;
          if (['checkbox', 'radio', 'file', 'range', 'color'].includes(input.type)) continue;
          // An empty field shows its placeholder, which must fit.
          if (!input.value && input.placeholder && tag === 'INPUT') {
            const room = contentWidth(input);
            const needed = textWidth(input.placeholder, input);
            if (needed > room + 1) {
              report(
                'text-clipped',
                `${describe(input)}: placeholder needs ${Math.round(needed)}px, has ${Math.round(room)}px`,
                input,
              );
            }
          }
          continue;
        }
        if (tag === 'SELECT') {
          const select = el as HTMLSelectElement;
          const chosen = select.selectedOptions[0]?.textContent ?? '';
          // The native arrow takes about 20px of the box.
          const room = contentWidth(select) - 20;
          const needed = textWidth(chosen.trim(), select);
          if (chosen && needed > room + 1) {
            report(
              'text-clipped',
              `${describe(select)}: the chosen "${chosen.trim()}" needs ${Math.round(needed)}px, has ${Math.round(room)}px`,
              select,
            );
          }
          continue;
        }
        const hasText = [...el.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!hasText) continue;
        const scrolls = (value: string) => value === 'auto' || value === 'scroll';
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        const isControl = el.matches(controlSelector);
        const spillsX = el.scrollWidth > el.clientWidth + 1;
        const spillsY = el.scrollHeight > el.clientHeight + 1;
        // A control's text must stay in its box even when the box does not clip (it would run over
        // the next control); other boxes only when they hide what does not fit.
        const cutX = spillsX && (isControl || (clipsX && !scrolls(style.overflowX)));
        const cutY = spillsY && clipsY && !scrolls(style.overflowY) && el.clientHeight > 0;
        if (!cutX && !cutY) continue;
        const intentional =
          (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') &&
          fullTextOffered(el);
        if (intentional) continue;
        report(
          'text-clipped',
          `${describe(el)}: text needs ${el.scrollWidth}x${el.scrollHeight}px, box shows ${el.clientWidth}x${el.clientHeight}px`,
          el,
        );
      }

      // 4. Big enough to tap: 44 x 44 CSS pixels, a checkbox or radio together with its label;
      // a link inside a sentence is exempt (WCAG 2.5.5's inline exception).
      if (minTap > 0) {
        for (const el of controls) {
          let rect = el.getBoundingClientRect();
          if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) {
            const label = el.labels?.[0];
            if (label) {
              const lr = label.getBoundingClientRect();
              rect = new DOMRect(
                Math.min(rect.left, lr.left),
                Math.min(rect.top, lr.top),
                Math.max(rect.right, lr.right) - Math.min(rect.left, lr.left),
                Math.max(rect.bottom, lr.bottom) - Math.min(rect.top, lr.top),
              );
            }
          }
          if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
            const parent = el.parentElement;
            const sentence = [...(parent?.childNodes ?? [])].some(
              (node) => node !== el && node.textContent?.trim(),
            );
            if (sentence) continue;
          }
          if (rect.width + 0.5 < minTap || rect.height + 0.5 < minTap) {
            report(
              'tap-target-too-small',
              `${describe(el)} is ${Math.round(rect.width)}x${Math.round(rect.height)}px (at least ${minTap}x${minTap})`,
              el,
            );
          }
        }
      }

      // 5. No time, range, price, phone or order number broken across two lines: a person reads
      // "11:0" at a line's end and "0" on the next as two numbers. Digits joined by : . , / a hyphen
      // or a single space are one number, an amount keeps its unit ("1.500 OMR"); open shadow roots
      // (the menu element) are read too.
      const NUMBER =
        /\+?\d+(?:(?:[:.,/\u00a0\u202f ]|\s?[-\u2010\u2011\u2013]\s?)\d+)*(?:[ \u00a0](?:OMR|ر\.ع\.))?/g;
      function* textNodes(root: Node): Generator<Text> {
        const walker = document.createTreeWalker(
          root,
          NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
        );
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node instanceof Text) yield node;
          else if (node instanceof Element && node.shadowRoot) yield* textNodes(node.shadowRoot);
        }
      }
      for (const node of textNodes(scope)) {
        const parent = node.parentElement;
        const text = node.data;
        if (!parent || !/\d/.test(text) || parent.closest('pre, code, textarea, script, style')) {
          continue;
        }
        if (!visible(parent) || ignored(parent)) continue;
        // Digits inside a word with Latin letters (a web address, an email, an id) are not a
        // number a person reads; such a word may break where it must.
        const words = [...text.matchAll(/\S*[A-Za-z@]\S*/g)].map((m) => [
          m.index,
          m.index + m[0].length,
        ]);
        for (const match of text.matchAll(NUMBER)) {
          if (match[0].length < 2) continue;
          if (words.some(([from, to]) => match.index >= from! && match.index < to!)) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
          const split = lines.some((a) => lines.some((b) => b.top >= a.bottom - 1));
          if (split) {
            report(
              'number-split',
              `"${match[0]}" is split across lines in ${describe(parent)}`,
              parent,
            );
          }
        }
      }

      for (const el of flagged) el.setAttribute(mark, '');
      return problems;
    },
    { minTap: options.minTapTarget ?? 0, ignore: options.ignore ?? [], mark: PROBLEM_ATTRIBUTE },
  );
}

/**
 * Asserts the geometry rules on the page as it is now; on failure attaches a full-page screenshot
 * with the offending elements outlined in red (the test fails, after its remaining steps).
 */
export async function expectGoodGeometry(
  page: Page,
  what: string,
  options: GeometryOptions = {},
): Promise<void> {
  const problems = await findGeometryProblems(page, options);
  if (problems.length > 0) {
    await page.addStyleTag({
      content: `[${PROBLEM_ATTRIBUTE}] { outline: 3px solid red !important; outline-offset: -1px; }`,
    });
    await test.info().attach(`geometry of ${what}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  // Soft: a test that measures several widths reports every width's problems, then fails.
  expect
    .soft(
      problems.map((p) => `${p.rule}: ${p.message}`),
      `geometry of ${what}`,
    )
    .toEqual([]);
}
