// What sits in front of the app in production: a compressing proxy for the product's own server
// (hosted page, widget, API, images) and a static host for the reference SPA. Both gzip text the
// same way, so Lighthouse compares what phones would really download.
import { readFile, stat } from 'node:fs/promises';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|vnd\.pgrst)|image\/svg)/;

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer,
) {
  const type = String(headers['content-type'] ?? '');
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const out = { ...headers };
  delete out['transfer-encoding'];
  delete out['content-length'];
  delete out['connection'];
  delete out['keep-alive'];
  let payload = body;
  if (accepts && body.length > 0 && !out['content-encoding'] && COMPRESSIBLE.test(type)) {
    payload = gzipSync(body, { level: 6 });
    out['content-encoding'] = 'gzip';
    out['vary'] = 'Accept-Encoding';
  }
  out['content-length'] = String(payload.length);
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function collect(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export interface FrontServer {
  /** The product as phones reach it: hosted page, widget, API and images. */
  appUrl: string;
  /** The reference SPA, which calls the API at appUrl from another origin like the original did. */
  referenceUrl: string;
  setTarget(origin: string): void;
  stop(): Promise<void>;
}

export async function startFrontServer(referenceDir: string): Promise<FrontServer> {
  let target: URL | undefined;
  const app = createServer((req, res) => {
    void (async () => {
      if (!target)
        return send(req, res, 503, { 'content-type': 'text/plain' }, Buffer.from('no backend'));
      const body = await collect(req);
      const headers = { ...req.headers, host: target.host };
      delete headers['accept-encoding'];
      const upstream = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
        (response) => {
          void collect(response).then((data) =>
            send(
              req,
              res,
              response.statusCode ?? 502,
              response.headers as Record<string, string>,
              data,
            ),
          );
        },
      );
      upstream.on('error', () =>
        send(req, res, 502, { 'content-type': 'text/plain' }, Buffer.from('bad gateway')),
      );
      upstream.end(body);
    })();
  });
  const appUrl = await listen(app);

  // `npm run bench -- --pages` loads only the product: the reference may not be built.
  const built = await readFile(path.join(referenceDir, 'index.html'), 'utf8').catch(() => '');
  const index = built.replace('__QR_API_URL__', appUrl);
  const types: Record<string, string> = {
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.html': 'text/html; charset=utf-8',
  };
  const reference = createServer((req, res) => {
    void (async () => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      const file = path.join(referenceDir, path.posix.normalize(pathname));
      const isAsset = pathname.startsWith('/assets/') && file.startsWith(referenceDir);
      if (isAsset && (await stat(file).catch(() => undefined))?.isFile()) {
        const type = types[path.extname(file)] ?? 'application/octet-stream';
        return send(
          req,
          res,
          200,
          { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' },
          await readFile(file),
        );
      }
      // Every other path is a client-side route of the SPA.
      send(
        req,
        res,
        200,
        { 'content-type': types['.html']!, 'cache-control': 'no-cache' },
        Buffer.from(index),
      );
    })();
  });
  const referenceUrl = await listen(reference);

  return {
    appUrl,
    referenceUrl,
    setTarget(origin) {
      target = new URL(origin);
    },
    async stop() {
      await Promise.all([close(app), close(reference)]);
    },
  };
}
