// Slowloris and friends: a client that opens connections and sends nothing, or sends its headers a
// byte at a time, must not fill the server's file descriptors. Node closes slow headers
// (headersTimeout) and slow bodies (requestTimeout) itself; a connection that sends nothing at all
// is closed here, and one address may hold only so many connections at once.
import type { IncomingMessage, Server } from 'node:http';
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

/** Applies the connection limits and timeouts to an HTTP server. */
export function guardConnections(server: Server, limits: RequestLimits): void {
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
}
