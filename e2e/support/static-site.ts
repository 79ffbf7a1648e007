// The static deploy as docs/operations/static-host-and-hosted-supabase.md publishes it, for the end-to-end journeys: the front ends
// built for a Supabase URL on another origin (the local backend the suite already runs stands in
// for hosted Supabase), the demo menu prerendered, `npm run deploy:config`'s files written for that
// build, and Debian's nginx serving the publish folder with the generated server block. Browsers
// post their CSP violation reports to a collector of this process (report-uri).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { writeHostConfig, type HostConfigResult } from '../../scripts/host-config-files.ts';
import { nginxServerBlock } from '../../scripts/host-config.ts';
import { createPageServer } from '../../server/page-server.ts';
import { prerenderMenus } from '../../server/static/prerender.ts';
import { startNginx, type RunningNginx } from '../../server/testing/nginx.ts';
import { freePort } from '../../server/testing/postgres15.ts';
import { ANON_KEY } from './api.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

export interface StaticSite {
  /** nginx's origin: the site customers and owners open. */
  url: string;
  /** The same site with the menu pages from the page server (server/page-server.ts). */
  pageServerSiteUrl: string;
  /** The API's origin (another origin than url). */
  apiUrl: string;
  dist: string;
  config: HostConfigResult;
  /** CSP violation reports received so far. */
  reports: unknown[];
  stop(): Promise<void>;
}

/** `npm run build`'s three builds, with the API on apiUrl, into dist. */
async function build(dist: string, apiUrl: string): Promise<void> {
  const env = { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: ANON_KEY };
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  for (const [config, out] of [
    ['vite.widget.config.ts', 'widget'],
    ['vite.widget-ssr.config.ts', 'widget-ssr'],
    ['vite.admin.config.ts', 'admin'],
  ] as const) {
    await run(
      process.execPath,
      [vite, 'build', '--logLevel', 'error', '--config', config, '--outDir', path.join(dist, out)],
      { cwd: ROOT, env },
    );
  }
}

function reportCollector(reports: unknown[]): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          reports.push(JSON.parse(text));
        } catch {
          reports.push(text);
        }
      }
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/csp-report` });
    });
  });
}

export async function startStaticSite(): Promise<StaticSite> {
  const apiUrl = E2E_BASE_URL;
  const dist = await mkdtemp(path.join(tmpdir(), 'qrmenu-static-'));
  // The renderer (widget-ssr/ssr.js) is an ES module, as the repository's package.json says.
  await writeFile(path.join(dist, 'package.json'), '{"type":"module"}\n');
  await build(dist, apiUrl);
  await prerenderMenus({
    apiUrl,
    anonKey: ANON_KEY,
    slugs: ['democafe'],
    distDir: dist,
    outDir: path.join(dist, 'widget'),
  });
  const reports: unknown[] = [];
  const collector = await reportCollector(reports);
  const port = await freePort();
  const config = await writeHostConfig({
    distDir: dist,
    supabaseUrl: apiUrl,
    reportUri: collector.url,
    nginx: { listen: `127.0.0.1:${port}`, serverName: 'localhost', root: path.join(dist, 'site') },
  });
  if (config.notes.length > 0) throw new Error(config.notes.join('\n'));
  // The second site: deploy:config's block with PAGE_SERVER_URL, the page server beside it.
  const pageServer = createPageServer({ apiUrl, anonKey: ANON_KEY, distDir: dist });
  const pageServerPort = await freePort();
  await new Promise<void>((resolve) => pageServer.listen(pageServerPort, '127.0.0.1', resolve));
  const secondPort = await freePort();
  const both = path.join(dist, 'nginx', 'both.conf');
  await writeFile(
    both,
    (await readFile(config.nginxConf, 'utf8')) +
      nginxServerBlock({
        ...config.input,
        listen: `127.0.0.1:${secondPort}`,
        serverName: 'localhost',
        root: config.site,
        pageServer: `http://127.0.0.1:${pageServerPort}`,
      }),
  );
  let nginx: RunningNginx | undefined;
  try {
    nginx = await startNginx({ prefix: dist, siteConf: both, port });
  } catch (error) {
    collector.server.close();
    pageServer.close();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pageServerSiteUrl: `http://127.0.0.1:${secondPort}`,
    apiUrl,
    dist,
    config,
    reports,
    async stop() {
      await nginx?.stop();
      pageServer.closeAllConnections();
      await new Promise((resolve) => pageServer.close(resolve));
      await new Promise((resolve) => collector.server.close(resolve));
      await rm(dist, { recursive: true, force: true });
    },
  };
}
