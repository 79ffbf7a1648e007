// The owner's menu screen opened cold: a business of 2,000 items, its owner signed in (the session in
// localStorage as supabase-js keeps it), /admin/menu opened in a fresh Chromium context with an
// empty cache, and the time from navigation start to the animation frame that first shows an item's
// name. Also when the items request started, which is what the route's early read moves.
import { chromium } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { median } from '../lib/stats.ts';
import { seedLargeMenu } from '../lib/seed-large-menu.ts';

export const OWNER_MENU_ITEMS = 2_000;
export const OWNER_MENU_RUNS = 5;
/** docs/guide/performance.md: the first names within 600 ms of a cold open. */
export const OWNER_MENU_BUDGET_MS = 600;

export interface OwnerMenuResult {
  engine: string;
  /** Navigation start to the first item name on screen, each run. */
  firstNameMs: number[];
  /** Navigation start to the start of the first items request, each run. */
  itemsRequestMs: number[];
  /** How many items requests each run made before the first name showed. */
  itemsRequests: number[];
}

/**
 * Runs in the page before its scripts: the time of the first frame that lays out `name`, and the
 * items requests started by then. A string, so no helper of the bench's loader travels into it.
 */
const markFirstName = (name: string) => `(() => {
  const name = ${JSON.stringify(name)};
  const frame = () => {
    const shown = [...document.querySelectorAll('h3, h2, p, span')].some(
      (node) => node.textContent === name && node.getBoundingClientRect().height > 0,
    );
    if (!shown) return requestAnimationFrame(frame);
    window.firstNameAt = performance.now();
    const entries = performance.getEntriesByType('resource');
    window.itemsStarts = entries
      .filter((entry) => entry.name.includes('/rest/v1/menu_items'))
      .map((entry) => entry.startTime);
    window.timeline = entries.map((entry) =>
      [entry.name.replace(location.origin, '').slice(0, 40), Math.round(entry.startTime), Math.round(entry.responseEnd)].join(' '));
  };
  requestAnimationFrame(frame);
})();`;

/** The owner's session as supabase-js stores it, and the first item name of the screen's order. */
async function ownerSession(url: string, email: string, password: string) {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  // JSON boundary: GoTrue's session answer.
  const session = (await response.json()) as { access_token: string; expires_in: number };
  if (!response.ok) throw new Error(`owner sign-in failed (${response.status})`);
  const stored = {
    ...session,
    expires_at: Math.floor(Date.now() / 1000) + session.expires_in,
  };
  return { stored, token: session.access_token };
}

async function firstItemName(url: string, token: string, businessId: string): Promise<string> {
  const response = await fetch(
    `${url}/rest/v1/menu_items?select=name&business_id=eq.${businessId}&order=name.asc,id.asc&limit=1`,
    { headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` } },
  );
  // JSON boundary: PostgREST's rows.
  const rows = (await response.json()) as { name: string }[];
  const name = rows[0]?.name;
  if (!name) throw new Error('the 2,000-item menu has no items');
  return name;
}

/** Seeds the 2,000-item business on `backend` and opens its /admin/menu cold OWNER_MENU_RUNS times. */
export async function measureOwnerMenu(
  backend: BenchBackend,
  engine: string,
  log: (line: string) => void,
): Promise<OwnerMenuResult> {
  const email = 'bench-owner-2k@example.com';
  const menu = await seedLargeMenu(backend.running.db, backend.config, {
    slug: 'benchowner2k',
    email,
    items: OWNER_MENU_ITEMS,
    categories: 12,
  });
  const { stored, token } = await ownerSession(backend.url, email, menu.password);
  const name = await firstItemName(backend.url, token, menu.businessId);
  // supabase-js's storage key: the API host's first label (127.0.0.1 → sb-127-auth-token).
  const key = `sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const result: OwnerMenuResult = {
    engine,
    firstNameMs: [],
    itemsRequestMs: [],
    itemsRequests: [],
  };
  try {
    for (let run = 0; run < OWNER_MENU_RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await context.addInitScript(
          ([storageKey, value]) => localStorage.setItem(storageKey, value),
          [key, JSON.stringify(stored)] as const,
        );
        await context.addInitScript(markFirstName(name));
        const page = await context.newPage();
        await page.goto(`${backend.url}/admin/menu`);
        await page.waitForFunction(() => 'firstNameAt' in window, null, { timeout: 30_000 });
        const seen = await page.evaluate(() => {
          const marks = window as unknown as {
            firstNameAt: number;
            itemsStarts: number[];
            timeline: string[];
          };
          return { at: marks.firstNameAt, starts: marks.itemsStarts, timeline: marks.timeline };
        });
        if (process.env.BENCH_TIMELINE) log(seen.timeline.join('\n'));
        result.firstNameMs.push(seen.at);
        result.itemsRequestMs.push(seen.starts[0] ?? Number.NaN);
        result.itemsRequests.push(seen.starts.length);
        log(
          `owner menu run ${run + 1}: first name at ${seen.at.toFixed(0)} ms, items request at ${(seen.starts[0] ?? Number.NaN).toFixed(0)} ms (${seen.starts.length} request(s))`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return result;
}

/** The step's verdict against its budget. */
export function ownerMenuVerdict(result: OwnerMenuResult): { ok: boolean; text: string } {
  const ms = median(result.firstNameMs);
  return {
    ok: ms <= OWNER_MENU_BUDGET_MS,
    text: `${result.engine}: the owner's ${OWNER_MENU_ITEMS.toLocaleString('en')}-item menu shows its first name ${ms.toFixed(0)} ms after a cold open (median of ${OWNER_MENU_RUNS}; budget ${OWNER_MENU_BUDGET_MS} ms)`,
  };
}

/** The step's lines for bench/RESULTS.md. */
export function ownerMenuRows(result: OwnerMenuResult): string[][] {
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  return [
    [
      'First item name on screen (ms, median)',
      median(result.firstNameMs).toFixed(0),
      list(result.firstNameMs),
    ],
    [
      'Items request started (ms, median)',
      median(result.itemsRequestMs).toFixed(0),
      list(result.itemsRequestMs),
    ],
    ['Items requests before the first name', String(Math.max(...result.itemsRequests)), ''],
  ];
}
