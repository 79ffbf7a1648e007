// Builds the hosted page's server renderer (vite.widget-ssr.config.ts) into a throw-away dist
// folder, so tests of the server-rendered page use today's widget code, whatever dist/ holds.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SsrDist {
  /** Pass as the server's distDir: it holds widget-ssr/ssr.js. */
  distDir: string;
  remove(): Promise<void>;
}

export async function buildSsrDist(): Promise<SsrDist> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-ssr-'));
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.widget-ssr.config.ts'),
    logLevel: 'silent',
    build: { outDir: path.join(distDir, 'widget-ssr') },
  });
  return { distDir, remove: () => rm(distDir, { recursive: true, force: true }) };
}
