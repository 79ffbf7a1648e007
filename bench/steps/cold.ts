// `npm run bench -- --only=cold`: what a customer waits for right after an owner's edit, at 5,000
// dishes. The owner changes one dish's price (an UPDATE, as the API's PATCH makes it); once its
// notice has reached the server (the cached menu is dropped), one customer asks for the hosted
// page, another after the next edit for `public_menu`, each brotli as a phone asks: the time to
// the whole answer, read, built and compressed, as the customer's phone sees it. Beside it, where
// that time goes, measured in-process one part at a time: public_menu's whole read, the read the
// server makes after an edit (public_menu_parts: only the dish texts it does not hold, the rest
// spliced from its last answer), JSON.parse, the first-screen render and brotli's quality 1 and 5
// of the answer.
import { get } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import { menuReads } from '../../server/rest/menu-cache.ts';
import type { MenuDocument } from '../../server/static/menu-document.ts';
import type { Database } from '../../server/db/database.ts';
import { builtRenderer, renderEnglishPage } from '../lib/render-page.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { seedLargeMenu } from '../lib/seed-large-menu.ts';
import { median } from '../lib/stats.ts';

export const COLD_DISHES = 5000;
/** The budget: the first page and public_menu after an edit, whole, within this. */
export const COLD_BUDGET_MS = 50;
const RUNS = 5;

export interface ColdResult {
  engine: string;
  /** Median ms to the whole first answer after an edit, and every run. */
  pageMs: number;
  pageRuns: number[];
  menuCallMs: number;
  menuCallRuns: number[];
  /** Of the server's reads after the edits, how many took dish texts from its last answer. */
  spliced: number;
  reads: number;
  /** Where it goes (median ms of each part, in-process). */
  parts: {
    readMs: number;
    /** public_menu_parts after one dish's edit: the menu without the dish texts the server holds. */
    partsReadMs: number;
    parseMs: number;
    renderMs: number;
    brotli1Ms: number;
    brotli5Ms: number;
  };
  jsonBytes: number;
}

/** GET, whole body read; ms from sending to the last byte, and the status. */
function timedGet(url: string, headers: Record<string, string>) {
  return new Promise<{ ms: number; status: number; encoding: string | undefined }>(
    (resolve, reject) => {
      const started = performance.now();
      get(url, { headers }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
          }),
        );
        res.on('error', reject);
      }).on('error', reject);
    },
  );
}

const timed = async (work: () => unknown): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * Waits for the server's own statistics pass (server/db/auto-analyze.ts, every 10 s while PGlite is
 * idle) to have seen the seeded dishes: a customer an hour after an import meets a planner that
 * knows the menu's size, not the one of the seconds after it. PostgreSQL's autovacuum keeps its
 * own time and is not waited for.
 */
async function untilAnalyzed(db: Database, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query<{ rows: number }>(
      `select reltuples::float8 as rows from pg_class where oid = 'public.menu_items'::regclass`,
    );
    if ((rows[0]?.rows ?? 0) >= COLD_DISHES) break;
    if (performance.now() - started > 60_000) throw new Error('cold: menu_items never analyzed');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(
    `pglite: the server's statistics pass saw the dishes after ${Math.round((performance.now() - started) / 1000)} s`,
  );
}

export async function measureCold(
  backend: BenchBackend,
  log: (line: string) => void,
): Promise<ColdResult> {
  const db = backend.running.db;
  const slug = 'cold5000';
  const big = await seedLargeMenu(db, backend.config, {
    slug,
    email: 'cold@example.com',
    items: COLD_DISHES,
    categories: 100,
  });
  if (db.kind === 'pglite') await untilAnalyzed(db, log);
  const { rows } = await db.query<{ id: string }>(
    'select id from public.menu_items where business_id = $1 order by sort_order limit 1',
    [big.businessId],
  );
  const itemId = rows[0]?.id;
  if (!itemId) throw new Error('cold: no dish');
  let price = 1;
  const edit = async () => {
    price += 0.001;
    await db.query('update public.menu_items set price = $2 where id = $1', [
      itemId,
      price.toFixed(3),
    ]);
    // The notice reaches the server well within this; the customer comes after it.
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  const pageUrl = `${backend.url}/${slug}/menu`;
  const callUrl = `${backend.url}/rest/v1/rpc/public_menu?slug=${slug}`;
  const pageHeaders = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };
  const callHeaders = { apikey: LOCAL_ANON_KEY, 'accept-encoding': 'gzip, deflate, br' };
  // Warm: both answers made once, as on a server that has served this menu before.
  await timedGet(pageUrl, pageHeaders);
  await timedGet(callUrl, callHeaders);
  const pageRuns: number[] = [];
  const menuCallRuns: number[] = [];
  const readsBefore = menuReads(db);
  for (let run = 0; run < RUNS; run++) {
    await edit();
    const page = await timedGet(pageUrl, pageHeaders);
    if (page.status !== 200 || !page.encoding) throw new Error(`cold: page ${page.status}`);
    pageRuns.push(Math.round(page.ms));
    await edit();
    const call = await timedGet(callUrl, callHeaders);
    if (call.status !== 200 || !call.encoding) throw new Error(`cold: public_menu ${call.status}`);
    menuCallRuns.push(Math.round(call.ms));
    log(
      `${backend.engine}: after an edit, page ${pageRuns.at(-1)} ms, public_menu ${menuCallRuns.at(-1)} ms`,
    );
  }

  const readsAfter = menuReads(db);

  // Where it goes, one part at a time.
  const renderer = await builtRenderer();
  const parts = {
    readMs: [] as number[],
    partsReadMs: [] as number[],
    parseMs: [] as number[],
    renderMs: [] as number[],
  };
  const brotli = { 1: [] as number[], 5: [] as number[] };
  let text = '';
  for (let run = 0; run < RUNS; run++) {
    parts.readMs.push(
      await timed(async () => {
        const { rows: read } = await db.query<{ v: string }>(
          'select public.public_menu($1)::text as v',
          [slug],
        );
        text = read[0]?.v ?? '';
      }),
    );
    // As the server reads after one dish's edit: every text but the newest is held.
    parts.partsReadMs.push(
      await timed(() =>
        db.query(
          `select p.menu::text, p.item_versions, p.documents
           from public.public_menu_parts($1, (select max(version) - 1 from public.menu_item_documents)) p`,
          [slug],
        ),
      ),
    );
    let menu: MenuDocument | undefined;
    parts.parseMs.push(await timed(() => (menu = JSON.parse(text) as MenuDocument)));
    parts.renderMs.push(
      await timed(() => {
        renderEnglishPage(renderer, slug, menu as MenuDocument);
      }),
    );
    const bytes = Buffer.from(text);
    for (const quality of [1, 5] as const) {
      brotli[quality].push(
        await timed(() =>
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        ),
      );
    }
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    engine: backend.engine,
    pageMs: median(pageRuns),
    pageRuns,
    menuCallMs: median(menuCallRuns),
    menuCallRuns,
    spliced: readsAfter.spliced - readsBefore.spliced,
    reads: readsAfter.spliced - readsBefore.spliced + readsAfter.whole - readsBefore.whole,
    parts: {
      readMs: round(median(parts.readMs)),
      partsReadMs: round(median(parts.partsReadMs)),
      parseMs: round(median(parts.parseMs)),
      renderMs: round(median(parts.renderMs)),
      brotli1Ms: round(median(brotli[1])),
      brotli5Ms: round(median(brotli[5])),
    },
    jsonBytes: Buffer.byteLength(text),
  };
}

export const COLD_COLUMNS = [
  'Database',
  'First page after an edit (runs)',
  'First public_menu after an edit (runs)',
  "public_menu's read",
  'Read after an edit (spliced reads)',
  'JSON.parse',
  'First-screen render',
  'brotli q1 / q5 of the answer',
];

export function coldRows(results: readonly ColdResult[]): string[][] {
  return results.map((r) => [
    r.engine,
    `${r.pageMs} ms (${r.pageRuns.join(', ')})`,
    `${r.menuCallMs} ms (${r.menuCallRuns.join(', ')})`,
    `${r.parts.readMs} ms (${(r.jsonBytes / 1024 / 1024).toFixed(1)} MB)`,
    `${r.parts.partsReadMs} ms (${r.spliced} of ${r.reads})`,
    `${r.parts.parseMs} ms`,
    `${r.parts.renderMs} ms`,
    `${r.parts.brotli1Ms} / ${r.parts.brotli5Ms} ms`,
  ]);
}

export function coldVerdict(result: ColdResult): { ok: boolean; text: string } {
  const ok = result.pageMs <= COLD_BUDGET_MS && result.menuCallMs <= COLD_BUDGET_MS;
  return {
    ok,
    text: `${result.engine}: at ${COLD_DISHES.toLocaleString('en')} dishes the first page after an owner's edit takes ${result.pageMs} ms and the first public_menu ${result.menuCallMs} ms, whole (budget ${COLD_BUDGET_MS} ms)`,
  };
}
