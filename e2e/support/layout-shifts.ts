// Layout shifts the page records from its very first moment (before any of its scripts run), for
// journeys that promise nothing moves. As Cumulative Layout Shift counts them: a shift within
// 500 ms of the user's input (a tap that opens something) is expected and left out.
import type { Page } from '@playwright/test';

/** One unexpected shift: its score and what moved, e.g. `LI.i {x,y,w,h} -> {x,y,w,h}`. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const box = (rect: DOMRectReadOnly) =>
      `{${[rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',')}}`;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name =
            node instanceof Element
              ? `${node.localName}.${[...node.classList].join('.')}`
              : String(node?.nodeName);
          return `${name} ${box(source.previousRect)} -> ${box(source.currentRect)}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every unexpected layout shift so far, with what moved (shown when a journey fails). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}
