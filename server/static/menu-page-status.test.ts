// On both engines: the hosted page's HTML carries the status line ("Table 5 · Open
// now · closes 22:00") drawn for the moment of the request, before any script runs, in the page's
// language; the page's ETag and cache entry end when that line would change (the next opening,
// closing or midnight), so a repeat visit after closing time gets the new line, not a 304.
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { buildSsrDist, type SsrDist } from '../testing/ssr-build.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { shortName } from '../../shared/short-names.ts';

let ssr: SsrDist;
beforeAll(async () => {
  ssr = await buildSsrDist();
});
afterAll(async () => {
  await ssr?.remove();
});

/** Thursday 26 November 2026 in Muscat (UTC+4) at the given local time. */
const muscat = (time: string, day = 26) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00+04:00`);

/** The status line as the HTML carries it, read as a browser's parser reads the shadow root. */
function statusLine(html: string): string | undefined {
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const template = document.querySelector(
    'qr-menu > template',
  ) as unknown as HTMLTemplateElement | null;
  const line = template?.content.querySelector(`.${shortName('qm-order-status')}`);
  // The table's service buttons share the line; tableButtons() reads them.
  const service = shortName('qm-service');
  return line
    ? [...line.children]
        .filter((part) => !part.classList.contains(service))
        .map((part) => part.textContent)
        .join(' | ')
    : undefined;
}

/** The labels of the table-service buttons the server draws on the status line. */
function tableButtons(html: string): string[] {
  const document = new new Window().DOMParser().parseFromString(html, 'text/html');
  const template = document.querySelector(
    'qr-menu > template',
  ) as unknown as HTMLTemplateElement | null;
  return [...(template?.content.querySelectorAll(`.${shortName('qm-service')} button`) ?? [])].map(
    (button) => button.textContent ?? '',
  );
}

describe.each(ENGINES)('status line of the hosted page on %s', (engine) => {
  let ts: TestServer;
  let world: World;

  const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
    fetch(`${ts.url}${pathAndQuery}`, { headers });

  beforeAll(async () => {
    ts = await startTestServer({ engine, distDir: ssr.distDir });
    world = await buildWorld(ts.db);
    const day = [{ opens: '08:00', closes: '22:00' }];
    await ts.db.query(
      `update public.businesses set table_labels = '{5,Terrace 1}', opening_hours = $2 where id = $1`,
      [world.businessA, JSON.stringify(Array.from({ length: 7 }, () => day))],
    );
    await ts.db.query(`update public.businesses set table_labels = '{5}' where id = $1`, [
      world.businessB,
    ]);
  });
  afterAll(async () => {
    await ts?.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The server's clock (the same process) set to a moment; timers stay real. */
  const at = (moment: Date) => {
    vi.useFakeTimers({ toFake: ['Date'], now: moment });
  };

  it('carries the table and the open state for the moment of the request, in both languages', async () => {
    at(muscat('09:00'));
    const english = await get('/acafe/menu?table=5');
    const englishHtml = await english.text();
    expect(statusLine(englishHtml)).toBe('Table 5 | Open now · closes 22:00');
    expect(tableButtons(englishHtml)).toEqual(['Call the waiter', 'Ask for the bill']);
    const terrace = await get('/acafe/menu?table=terrace%201');
    expect(statusLine(await terrace.text())).toBe('Terrace 1 | Open now · closes 22:00');
    // B has no hours: the line names only the table, in B's primary language (Arabic).
    const arabic = await get('/bgrill/menu?table=5');
    expect(statusLine(await arabic.text())).toBe('طاولة 5');
    expect(statusLine(await (await get('/bgrill/menu?table=5&lang=en')).text())).toBe('Table 5');
    // Without a table, or with a table the business does not have, the hours only.
    const noTable = await (await get('/acafe/menu?table=99')).text();
    expect(statusLine(noTable)).toBe('Open now · closes 22:00');
    expect(tableButtons(noTable)).toEqual([]);
    // A business with neither hours nor a table has no line at all.
    expect(statusLine(await (await get('/bgrill/menu')).text())).toBeUndefined();
  });

  it('ends the page at closing time and at midnight: a repeat visit gets the new line', async () => {
    at(muscat('21:58'));
    const open = await get('/acafe/menu?table=5');
    const openTag = open.headers.get('etag') ?? '';
    expect(statusLine(await open.text())).toBe('Table 5 | Open now · closes 22:00');
    // Still open a minute later: the same page, 304 without a body.
    at(muscat('21:59'));
    expect((await get('/acafe/menu?table=5', { 'if-none-match': openTag })).status).toBe(304);

    at(muscat('22:00'));
    const closed = await get('/acafe/menu?table=5', { 'if-none-match': openTag });
    expect(closed.status).toBe(200);
    const closedTag = closed.headers.get('etag') ?? '';
    expect(closedTag).not.toBe(openTag);
    expect(statusLine(await closed.text())).toBe('Table 5 | Closed now · opens tomorrow 08:00');

    // After midnight "tomorrow" is today.
    at(muscat('00:30', 27));
    const night = await get('/acafe/menu?table=5', { 'if-none-match': closedTag });
    expect(night.status).toBe(200);
    expect(statusLine(await night.text())).toBe('Table 5 | Closed now · opens 08:00');

    at(muscat('08:00', 27));
    const morning = await get('/acafe/menu?table=5&lang=en');
    expect(statusLine(await morning.text())).toBe('Table 5 | Open now · closes 22:00');
  });

  it('says "temporarily closed" the moment the owner closes, and is open again once reopened', async () => {
    at(muscat('12:00'));
    const before = await get('/acafe/menu');
    const tag = before.headers.get('etag') ?? '';
    await ts.db.query(`update public.businesses set temporarily_closed = true where id = $1`, [
      world.businessA,
    ]);
    const closed = await get('/acafe/menu', { 'if-none-match': tag });
    expect(closed.status).toBe(200);
    expect(statusLine(await closed.text())).toBe('Closed now · temporarily closed');
    await ts.db.query(`update public.businesses set temporarily_closed = false where id = $1`, [
      world.businessA,
    ]);
    expect(statusLine(await (await get('/acafe/menu')).text())).toBe('Open now · closes 22:00');
  });
});
