// The references a throughput figure is set against, in the same run: a bare Node server and nginx
// (one worker, as our server is one thread), each answering from memory exactly what our server
// answered: the first visit's bytes with every header, and for a request carrying its ETag in
// If-None-Match the 304 with every header ours carried. Both then write the same bytes as ours, so
// a ratio is the cost of our server's work per request, not of the headers it must send.
// nginx adds what it always writes (Server, Last-Modified, Accept-Ranges): about 100 bytes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '../../server/testing/nginx.ts';

/** A response as recorded: status, headers in order as [name, value, ...], body. */
export interface Recorded {
  status: number;
  headers: string[];
  body: Buffer;
}

/** What a reference replays for one address: the 200 and the 304 for `etag`. */
export interface Replayed {
  path: string;
  ok: Recorded;
  notModified: Recorded;
  etag: string;
}

export interface Reference {
  /** The address of `path` on this reference. */
  url(path: string): string;
  /** Its process, when it runs in one of its own (its CPU is read from /proc). */
  pid?: number | undefined;
  stop(): Promise<void>;
}

/** An answer a phone asks for: its path, query and the headers it sends. */
export interface HostedTarget {
  name: 'page' | 'public_menu';
  path: string;
  query: string;
  headers: Record<string, string>;
}

/** The two answers a phone asks for: the hosted page, and the embedded element's menu call. */
export function hostedTargets(anonKey: string, slug = 'democafe'): HostedTarget[] {
  return [
    {
      name: 'page',
      path: `/${slug}/menu`,
      query: '',
      headers: { 'accept-encoding': 'br', 'accept-language': 'en' },
    },
    {
      name: 'public_menu',
      path: '/rest/v1/rpc/public_menu',
      query: `?slug=${slug}`,
      // What the element sends (widget/api/fetch-menu.ts), asking for brotli as a phone does.
      headers: {
        accept: 'application/json',
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        'accept-encoding': 'br',
      },
    },
  ];
}

/**
 * Records what `base` answers for `target`: its 200 (brotli) and the 304 for that answer's ETag.
 * The first request renders and compresses; the next ones are what visits get.
 */
export async function recordTarget(base: string, target: HostedTarget): Promise<Replayed> {
  const url = `${base}${target.path}${target.query}`;
  await record(url, target.headers);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const ok = await record(url, target.headers);
  const etag = String(headerOf(ok, 'etag') ?? '');
  const notModified = await record(url, { ...target.headers, 'if-none-match': etag });
  if (ok.status !== 200 || notModified.status !== 304 || headerOf(ok, 'content-encoding') !== 'br')
    throw new Error(`${url} answered ${ok.status} and ${notModified.status}, not 200 br and 304`);
  return { path: target.path, ok, notModified, etag };
}

// Headers Node's http server writes itself (the bare server's too): not replayed.
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** GET keeping every header the server wrote, in its order, and the bytes as sent. */
export function record(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i] as string;
          if (!NODE_OWN.has(name.toLowerCase())) kept.push(name, res.rawHeaders[i + 1] as string);
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

export function headerOf(response: Recorded, name: string): string | undefined {
  const at = response.headers.findIndex(
    (header, i) => i % 2 === 0 && header.toLowerCase() === name,
  );
  return at < 0 ? undefined : response.headers[at + 1];
}

/** Bare Node: the recorded answers from memory, by path (the query is ignored). */
export async function bareNode(replays: Replayed[]): Promise<Reference> {
  const byPath = new Map(replays.map((r) => [r.path, r]));
  const server = createServer((req: IncomingMessage, res) => {
    const replay = byPath.get((req.url ?? '').split('?')[0] ?? '');
    if (!replay) {
      res.writeHead(404);
      res.end();
    } else if (replay.etag && req.headers['if-none-match'] === replay.etag) {
      res.writeHead(replay.notModified.status, replay.notModified.headers);
      res.end();
    } else {
      res.writeHead(replay.ok.status, replay.ok.headers);
      res.end(replay.ok.body);
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p) => `http://127.0.0.1:${port}${p}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Replays as text, for a reference in another process (bodies in base64). */
export function serializeReplays(replays: readonly Replayed[]): string {
  const bytes = (r: Recorded) => ({ ...r, body: r.body.toString('base64') });
  return JSON.stringify(
    replays.map((r) => ({ ...r, ok: bytes(r.ok), notModified: bytes(r.notModified) })),
  );
}

export function parseReplays(text: string): Replayed[] {
  type Sent = Omit<Recorded, 'body'> & { body: string };
  const bytes = (r: Sent): Recorded => ({ ...r, body: Buffer.from(r.body, 'base64') });
  return (JSON.parse(text) as (Replayed & { ok: Sent; notModified: Sent })[]).map((r) => ({
    path: r.path,
    etag: r.etag,
    ok: bytes(r.ok),
    notModified: bytes(r.notModified),
  }));
}

const BARE_MAIN = path.join(import.meta.dirname, 'bare-node-main.ts');

/**
 * Bare Node in a process of its own, as our server runs in its own (bench/lib/server-process.ts):
 * `bare-node-main.ts` under Node with tsx, serving `replays` (or, given `record`, what that server
 * answers for the hosted targets). It prints its address as one JSON line once it listens.
 */
export async function bareNodeProcess(
  from: { replays: readonly Replayed[] } | { record: string; anonKey: string },
): Promise<Reference & { etags: Record<string, string> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qrmenu-bench-bare-'));
  let args: string[];
  if ('replays' in from) {
    const file = path.join(dir, 'replays.json');
    await writeFile(file, serializeReplays(from.replays));
    args = [file];
  } else {
    args = ['--record', from.record, from.anonKey];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', BARE_MAIN, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const text = await readUntil(child.stdout, (t) => t.includes('\n'));
    child.stdout.resume();
    const { url, etags } = JSON.parse(text.slice(0, text.indexOf('\n'))) as {
      url: string;
      etags: Record<string, string>;
    };
    return { url: (p) => `${url}${p}`, pid: child.pid, etags, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Sends SIGTERM to a child still running and waits until it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** What a child prints until `done` holds for it (it fails when the child exits first). */
export function readUntil(
  stream: NodeJS.ReadableStream,
  done: (text: string) => boolean,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (!done(text)) return;
      stream.off('data', onData);
      stream.off('end', onEnd);
      resolve(text);
    };
    const onEnd = () => reject(new Error(`the process exited before it was ready:\n${text}`));
    stream.on('data', onData);
    stream.once('end', onEnd);
  });
}

/** A value inside an nginx double-quoted string; nginx would read `$` as a variable. */
function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`cannot replay a header with $ in nginx: ${value}`);
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

// Written by nginx itself from the file and the location's settings.
const NGINX_OWN = new Set(['content-length', 'content-type', 'etag', 'last-modified']);

/** nginx, one worker, each path a file with the recorded headers, and the 304 for its ETag. */
export async function nginxReplay(replays: Replayed[]): Promise<Reference> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'qrmenu-bench-nginx-'));
  const port = await freePort();
  const locations: string[] = [];
  for (const [i, replay] of replays.entries()) {
    const file = path.join(prefix, `body-${i}`);
    await writeFile(file, replay.ok.body);
    const { headers } = replay.ok;
    const adds: string[] = [];
    for (let h = 0; h < headers.length; h += 2) {
      const name = headers[h] as string;
      if (NGINX_OWN.has(name.toLowerCase())) continue;
      adds.push(`    add_header ${name} ${quoted(headers[h + 1] as string)};`);
    }
    const etag = headerOf(replay.ok, 'etag');
    locations.push(
      `  location = ${replay.path} {`,
      `    types { } default_type ${quoted(headerOf(replay.ok, 'content-type') ?? 'application/octet-stream')};`,
      '    etag off; if_modified_since off; max_ranges 0;',
      ...(etag ? [`    add_header ETag ${quoted(etag)};`] : []),
      ...adds,
      ...(replay.etag
        ? [`    if ($http_if_none_match = ${quoted(replay.etag)}) { return 304; }`]
        : []),
      `    alias ${file};`,
      '  }',
    );
  }
  const siteConf = path.join(prefix, 'site.conf');
  await writeFile(
    siteConf,
    [
      'server {',
      `  listen 127.0.0.1:${port};`,
      '  keepalive_requests 1000000; keepalive_timeout 65s;',
      ...locations,
      '}',
    ].join('\n'),
  );
  const nginx = await startNginx({ prefix, siteConf, port });
  return {
    url: (p) => `http://127.0.0.1:${port}${p}`,
    pid: nginx.process.pid,
    stop: async () => {
      await nginx.stop();
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
