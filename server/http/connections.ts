// Slowloris and friends: a client that opens connections and sends nothing, or sends its headers or
// its body a byte at a time, must not fill the server's file descriptors. Node closes slow headers
// (headersTimeout) and requests not whole after requestTimeout itself; a connection that sends
// nothing at all is closed here, one address may hold only so many connections at once, a body
// that stops arriving is given up after bodyIdleTimeoutMs, and one address may have only so many
// bodies arriving at once (BodyGuard).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestLimits } from './limits.ts';

/** The address a connection counts against: an IPv6 /64 is one subscriber, as ISPs hand them out. */
export function connectionKey(address: string | undefined): string {
  if (!address) return '';
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return v4[1] as string;
  if (!address.includes(':')) return address;
  // Expand `::` far enough to take the first four groups.
  const [head = '', tail] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const rest = tail ? tail.split(':') : [];
    while (groups.length + rest.length < 8) groups.push('0');
    groups.push(...rest);
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** A request that says it has a body (a length above 0, or chunks). */
function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

interface Arriving {
  res: ServerResponse;
  key: string;
  /** The connection's bytes read when the body last moved, and when that was. */
  bytes: number;
  at: number;
}

/**
 * Requests whose body is still arriving, per client address (an IPv6 /64 counts as one, as for
 * connections): past maxSlowBodiesPerAddress a new one is answered 429 and its connection
 * closed, and a body that receives nothing for bodyIdleTimeoutMs while the server waits for it
 * gets 408 and its connection closed. A body the server has not read yet (its handler is waiting
 * for the database) is not idle: once its buffer is full, the connection stops reading.
 */
export class BodyGuard {
  readonly #arriving = new Map<IncomingMessage, Arriving>();
  readonly #perAddress = new Map<string, Set<IncomingMessage>>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    readonly limits: Pick<RequestLimits, 'bodyIdleTimeoutMs' | 'maxSlowBodiesPerAddress'>,
    readonly addressOf: (req: IncomingMessage) => string,
  ) {}

  /** Requests whose body is still arriving, in all. */
  get arriving(): number {
    return this.#arriving.size;
  }

  /** Takes a new request; false when it was refused (answered 429, connection closing). */
  admit(req: IncomingMessage, res: ServerResponse): boolean {
    if (!hasBody(req) || req.complete) return true;
    const key = connectionKey(this.addressOf(req));
    let requests = this.#perAddress.get(key);
    if (requests) {
      for (const other of requests) if (other.complete || other.destroyed) this.#forget(other);
    }
    requests = this.#perAddress.get(key);
    if (requests && requests.size >= this.limits.maxSlowBodiesPerAddress) {
      res.writeHead(429, {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': '1',
        connection: 'close',
      });
      res.end(
        JSON.stringify({
          code: '429',
          message: 'Too many requests from this address are still sending their body',
          details: null,
          hint: null,
        }),
      );
      return false;
    }
    if (!requests) {
      requests = new Set();
      this.#perAddress.set(key, requests);
    }
    requests.add(req);
    this.#arriving.set(req, { res, key, bytes: req.socket.bytesRead, at: Date.now() });
    const forget = () => this.#forget(req);
    req.once('end', forget);
    req.once('close', forget);
    this.#timer ??= setInterval(
      () => this.#sweep(),
      Math.max(50, Math.min(1000, this.limits.bodyIdleTimeoutMs / 4)),
    );
    this.#timer.unref();
    return true;
  }

  #forget(req: IncomingMessage): void {
    const entry = this.#arriving.get(req);
    if (!entry) return;
    this.#arriving.delete(req);
    const requests = this.#perAddress.get(entry.key);
    requests?.delete(req);
    if (requests?.size === 0) this.#perAddress.delete(entry.key);
    if (this.#arriving.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  #sweep(): void {
    const now = Date.now();
    for (const [req, entry] of this.#arriving) {
      if (req.complete || req.destroyed) {
        this.#forget(req);
        continue;
      }
      const bytes = req.socket.bytesRead;
      // Moved, or waiting on the server (its buffer is full): not the client's idleness.
      if (bytes !== entry.bytes || req.readableLength >= req.readableHighWaterMark) {
        entry.bytes = bytes;
        entry.at = now;
        continue;
      }
      if (now - entry.at < this.limits.bodyIdleTimeoutMs) continue;
      this.#forget(req);
      const { res } = entry;
      if (!res.headersSent) {
        res.writeHead(408, {
          'content-type': 'application/json; charset=utf-8',
          connection: 'close',
        });
        res.end(
          JSON.stringify({
            code: '408',
            message: 'The request body stopped arriving',
            details: null,
            hint: null,
          }),
        );
      }
      // Whatever the handler does next, this connection reads nothing more.
      setTimeout(() => req.socket.destroy(), 100).unref();
    }
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

/**
 * Applies the connection limits and timeouts to an HTTP server; the returned guard's admit() is
 * the first thing its request handler asks.
 */
export function guardConnections(
  server: Server,
  limits: RequestLimits,
  addressOf: (req: IncomingMessage) => string = (req) => req.socket.remoteAddress ?? '',
): BodyGuard {
  const bodies = new BodyGuard(limits, addressOf);
  server.on('close', () => bodies.close());
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  const firstRequest = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const key = connectionKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
    // headersTimeout starts with a request's first byte: a connection that never sends one
    // would stay open forever.
    const silent = setTimeout(() => socket.destroy(), limits.headersTimeoutMs);
    silent.unref();
    firstRequest.set(socket, silent);
    socket.once('close', () => clearTimeout(silent));
  });
  // A request arrived: its own timeouts (headers, request, then keep-alive) take over.
  server.on('request', (req: IncomingMessage) => {
    const silent = firstRequest.get(req.socket);
    if (silent === undefined) return;
    clearTimeout(silent);
    firstRequest.delete(req.socket);
  });
  server.on('upgrade', (req: IncomingMessage) => clearTimeout(firstRequest.get(req.socket)));
  return bodies;
}
