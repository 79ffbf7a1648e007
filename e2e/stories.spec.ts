// Stories are tests: every story of the built Storybook (npm run build-storybook, which npm test runs
// before the journeys) renders in Chromium without an error, its play function (the interaction
// stories) passes, and axe finds no serious or critical violation, in English and in Arabic.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';

const STORYBOOK_DIR = join(import.meta.dirname, '..', 'dist', 'storybook');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** The built Storybook's stories, read from its index.json (docs pages are not stories). */
function storyEntries(): IndexEntry[] {
  const file = join(STORYBOOK_DIR, 'index.json');
  if (!existsSync(file)) return [];
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  // STORIES=<part of an id> narrows the run while working on a few stories.
  const only = process.env.STORIES;
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && (!only || entry.id.includes(only)),
  );
}

// axe-core itself, put into the preview page once: AxeBuilder would inject its half megabyte again
// for every story, which was most of this suite's time.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  impact: string | null | undefined;
  targets: string;
}

/** axe's serious and critical violations on the page as it is now (docs pages left out). */
function seriousViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(async () => {
    type Axe = {
      run(
        context: unknown,
        options: unknown,
      ): Promise<{
        violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
      }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const { violations } = await axe.run(
      { exclude: [['#storybook-docs']] },
      { resultTypes: ['violations'] },
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((node) => node.target.join(' ')).join(', '),
      }));
  });
}

/** A static file server for dist/storybook on a free port, for this worker only. */
function serveStorybook(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(STORYBOOK_DIR, path === '/' ? 'index.html' : path);
    if (!file.startsWith(STORYBOOK_DIR)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type Outcome = { ok: true } | { ok: false; event: string; detail: string };

/**
 * Asks the preview to show one story (as Storybook's test runner does, without reloading) and
 * waits for the render and its play function to finish, or for an error. The locale is the page's
 * (its URL's globals): setting it again per story re-rendered the story still on screen and re-ran
 * its play function while the next one was being shown.
 */
async function showStory(page: Page, id: string): Promise<Outcome> {
  return page.evaluate(
    (id) =>
      new Promise<Outcome>((resolve) => {
        type Channel = {
          on(event: string, listener: (...args: unknown[]) => void): void;
          off(event: string, listener: (...args: unknown[]) => void): void;
          emit(event: string, ...args: unknown[]): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const failures = [
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ];
        const listeners: [string, (...args: unknown[]) => void][] = [];
        const done = (outcome: Outcome) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(outcome);
        };
        const describe = (value: unknown) =>
          value instanceof Error
            ? `${value.message}\n${value.stack ?? ''}`
            : (JSON.stringify(value)?.slice(0, 2000) ?? String(value));
        listeners.push(['storyRendered', () => done({ ok: true })]);
        for (const event of failures) {
          listeners.push([event, (detail) => done({ ok: false, event, detail: describe(detail) })]);
        }
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    id,
  );
}

let server: Server;
let base: string;

test.beforeAll(async () => {
  server = await serveStorybook();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The stories in slices, so the two workers share them evenly instead of one long test each.
const SLICE = 30;
const stories = storyEntries();
const FIRST = 'design-tokens--tokens';

test('the built Storybook has its stories', () => {
  expect(stories.length, 'run npm run build-storybook before the journeys').toBeGreaterThan(
    process.env.STORIES ? 0 : 100,
  );
  expect(stories.some((story) => story.id === FIRST) || Boolean(process.env.STORIES)).toBe(true);
});

for (const locale of ['en', 'ar']) {
  for (let start = 0; start < stories.length; start += SLICE) {
    const slice = stories.slice(start, start + SLICE);
    test(`stories ${start + 1}-${start + slice.length} render, play and pass axe (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // The page opens on the tokens page (no play function), so every story of the slice is a
      // switch the preview announces, and nothing is still playing when the first switch comes.
      await page.goto(`${base}/iframe.html?id=${FIRST}&viewMode=story&globals=locale:${locale}`);
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await page.waitForFunction(
        () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
      );
      await page.addScriptTag({ content: AXE_SOURCE });
      const problems: string[] = [];
      const otherLanguage: string[] = [];
      for (const story of slice) {
        const outcome: Outcome =
          story.id === FIRST ? { ok: true } : await showStory(page, story.id);
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== locale) otherLanguage.push(story.id);
        const label = `${story.title} / ${story.name} (${story.id})`;
        if (!outcome.ok) {
          problems.push(`${label}: ${outcome.event}: ${outcome.detail}`);
          continue;
        }
        // Portalled dialogs and toasts live under <body>, outside #storybook-root.
        for (const violation of await seriousViolations(page)) {
          problems.push(
            `${label}: axe ${violation.id} (${violation.impact}): ${violation.targets}`,
          );
        }
      }
      expect(pageErrors, 'uncaught errors while the stories rendered').toEqual([]);
      expect(problems, 'stories that failed').toEqual([]);
      // Stories that fix their own language (the Arabic variants, a form shown in English) are a
      // minority of any slice; the rest must follow the page's.
      expect(
        otherLanguage.length,
        `stories not in ${locale}: ${otherLanguage.join(', ')}`,
      ).toBeLessThan(slice.length / 2);
    });
  }
}
