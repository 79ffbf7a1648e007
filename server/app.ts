// One HTTP server for the whole product: the Supabase-compatible API (rest, auth, storage), the
// dev mailbox, the hosted menu pages, the widget script and the admin SPA, all on one origin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Database } from './db/database.ts';
import type { ServerConfig } from './config.ts';
import { ANON_CLAIMS, requestClaims } from './http/claims.ts';
import {
  BodyTooLargeError,
  readBody,
  sendJson,
  sendResponse,
  type Handler,
  type RequestContext,
} from './http/context.ts';
import { preflightHeaders } from './http/cors.ts';
import { handleCspReport } from './http/csp-reports.ts';
import { guardConnections } from './http/connections.ts';
import { CSP_REPORT_PATH, pageSecurityHeaders, responseHeaders } from './http/security-headers.ts';
import { handleRest } from './rest/handler.ts';
import { createFunctionsHandler as createTeamInviteHandler } from './functions/team-invite.ts';
import { createAuthHandler } from './auth/handler.ts';
import { databaseRateStore, overLimit, RateLimiter } from './auth/rate-limit.ts';
import { handleStorage } from './storage/handler.ts';
import { handleDevMail } from './mail/handler.ts';
import { createBackupHandler } from './backup/handler.ts';
import { allowedHostNames, clientAddress, hostName } from './http/client-address.ts';
import { normalisePath } from './http/normalise-path.ts';
import { answerMenuPageFromMemory, renderMenuPage } from './static/menu-page.ts';
import { answerMenuCallFromMemory } from './rest/menu-from-memory.ts';
import { distDir, serveAdmin, serveWidget } from './static/files.ts';
import { isHomeScreenPath, serveHomeScreen } from './static/home-screen.ts';
import type { RealtimeServer } from './realtime/socket.ts';
import { attachRealtime } from './realtime/socket.ts';
import { createBroadcastHandler } from './realtime/http-broadcast.ts';
import { createPairDeviceHandler } from './functions/pair-device.ts';

export interface AppOptions {
  /** Where the built front ends are (default: the repository's dist/). */
  distDir?: string;
  /** The secret POST /_backup needs; without one, backups over HTTP are off. */
  backupSecret?: string;
}

export interface AppParts extends AppOptions {
  /** The realtime server (its websockets and broadcasts); the caller closes it before the server. */
  realtime: RealtimeServer;
}

interface Route {
  prefix: string;
  handler: Handler;
}

/** /functions/v1: pair-device here, every other name to team-invite's handler (which 404s them). */
function functionsHandler(limiter: RateLimiter): Handler {
  const teamInvite = createTeamInviteHandler(limiter);
  const pairDevice = createPairDeviceHandler(limiter);
  return (ctx) =>
    ctx.path.replace(/^\/+|\/+$/g, '') === 'pair-device' ? pairDevice(ctx) : teamInvite(ctx);
}

// Built per server, with that server's rate-limit counters. /_dev/* only in development.
function apiRoutes(
  limiter: RateLimiter,
  config: ServerConfig,
  options: AppOptions,
  realtime: RealtimeServer,
): Route[] {
  return [
    { prefix: '/rest/v1', handler: handleRest },
    { prefix: '/realtime/v1', handler: createBroadcastHandler(realtime) },
    { prefix: '/auth/v1', handler: createAuthHandler(limiter) },
    { prefix: '/storage/v1', handler: handleStorage },
    // What hosted Supabase runs as Edge Functions: team-invite (docs/guide/team-and-roles.md) and
    // pair-device (docs/guide/devices.md).
    { prefix: '/functions/v1', handler: functionsHandler(limiter) },
    ...(config.devEndpoints
      ? [
          { prefix: '/_dev/mail', handler: handleDevMail },
          { prefix: CSP_REPORT_PATH, handler: handleCspReport },
        ]
      : []),
    ...(options.backupSecret
      ? [{ prefix: '/_backup', handler: createBackupHandler(options.backupSecret) }]
      : []),
  ];
}

// Paths the app never serves as pages: without their handler they are simply not found.
// The API's areas (reserved slugs, never a business): a path under one that no route takes, such as
// "/storage/v1/object/../.." resolved to "/storage/", is the API's 404, not the admin app.
const RESERVED = ['/_dev', '/_backup', '/rest', '/auth', '/storage'];

// /admin/menu is the SPA's menu management screen; 'admin' is a reserved slug, never a business.
const MENU_PAGE = /^\/(?!admin\/)[^/]+\/menu\/?$/;
// Vite's chunk names for the widget (vite.widget.config.ts), served from dist/widget.
const WIDGET_CHUNK = /^\/qr-menu-[\w-]+\.js$/;

// The customer menu's anonymous events: rate limited per client address (menuEvents).
const EVENT_PATH = '/rest/v1/rpc/record_menu_event';

function mountedPath(pathname: string, prefix: string): string | undefined {
  if (pathname === prefix) return '/';
  if (pathname.startsWith(prefix + '/')) return pathname.slice(prefix.length);
  return undefined;
}

async function buildContext(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  config: ServerConfig,
  db: Database,
  withClaims: boolean,
): Promise<RequestContext> {
  const verified = withClaims
    ? await requestClaims(req, config.jwtSecret)
    : ({ ok: true, claims: ANON_CLAIMS, token: undefined } as const);
  return {
    req,
    res,
    url,
    path,
    method: (req.method ?? 'GET').toUpperCase(),
    db,
    config,
    claims: verified.ok ? verified.claims : ANON_CLAIMS,
    token: verified.ok ? verified.token : undefined,
    claimsError: verified.ok ? undefined : verified.error,
    readBody: (maxBytes) => readBody(req, maxBytes),
    json: (status, body, headers) => sendJson(res, status, body, headers),
    send: (status, body, headers) => sendResponse(res, status, body, headers),
  };
}

async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  config: ServerConfig,
  db: Database,
  options: AppOptions,
  routes: Route[],
  limiter: RateLimiter,
  hosts: Set<string>,
): Promise<void> {
  setHeaders(res, responseHeaders(config));
  // A page on another name that resolves to this server (DNS rebinding) must not be answered.
  const name = hostName(req);
  if (name !== undefined && !hosts.has(name)) {
    sendJson(res, 421, {
      message: `This server does not answer for the host "${name}". Set SITE_URL or ALLOWED_HOSTS.`,
    });
    return;
  }
  // "//rest/v1/..." is a path, not a URL without its scheme.
  const target = req.url ?? '/';
  const url = target.startsWith('/')
    ? new URL(`http://localhost${target}`)
    : new URL(target, 'http://localhost');
  // One path per route, so no spelling of it (//, a trailing /, %5F) escapes its rate limit.
  // Object names are storage's own to check (it refuses "a//b"), so its paths stay as sent.
  if (mountedPath(url.pathname, '/storage/v1') === undefined) {
    const pathname = normalisePath(url.pathname);
    if (pathname === undefined) {
      sendJson(res, 404, { message: 'Not found' });
      return;
    }
    url.pathname = pathname;
  }
  if (req.method === 'OPTIONS') {
    const requested = req.headers['access-control-request-headers'];
    sendResponse(
      res,
      204,
      undefined,
      preflightHeaders(Array.isArray(requested) ? requested[0] : requested),
    );
    return;
  }
  const over =
    url.pathname === EVENT_PATH ? await overLimit(limiter, 'menuEvents', req, config) : null;
  if (over) {
    // PostgREST's error JSON, as the rest of /rest/v1 answers, with the auth limits' wait.
    const body = {
      code: '429',
      message: `Too many menu events. ${over.wait}`,
      details: null,
      hint: null,
    };
    sendJson(res, 429, body, over.headers);
    return;
  }
  for (const route of routes) {
    const path = mountedPath(url.pathname, route.prefix);
    if (path !== undefined) {
      await route.handler(await buildContext(req, res, url, path, config, db, true));
      return;
    }
  }
  if (RESERVED.some((prefix) => mountedPath(url.pathname, prefix) !== undefined)) {
    sendJson(res, 404, { message: 'Not found' });
    return;
  }
  const ctx = await buildContext(req, res, url, url.pathname, config, db, false);
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    ctx.send(405, 'Method not allowed', {
      'content-type': 'text/plain; charset=utf-8',
      allow: 'GET, HEAD',
    });
    return;
  }
  if (MENU_PAGE.test(url.pathname)) {
    setHeaders(res, pageSecurityHeaders(config, 'anyone'));
    return renderMenuPage(ctx, options.distDir);
  }
  // A business's web app manifest, icons and service worker, beside its menu page.
  if (isHomeScreenPath(url.pathname)) return serveHomeScreen(ctx, options.distDir ?? distDir);
  if (url.pathname === '/qr-menu.js') return serveWidget(ctx, 'qr-menu.js', options.distDir);
  // qr-menu.js loads its on-demand chunks (the cart) from beside itself.
  if (WIDGET_CHUNK.test(url.pathname)) return serveWidget(ctx, url.pathname, options.distDir);
  const widgetPath = mountedPath(url.pathname, '/widget');
  if (widgetPath !== undefined) return serveWidget(ctx, widgetPath, options.distDir);
  setHeaders(res, pageSecurityHeaders(config, 'none'));
  return serveAdmin(ctx, options.distDir);
}

function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** The product's HTTP server over an opened, migrated database; the caller listens and closes. */
export function createApp(config: ServerConfig, db: Database, options: AppParts): Server {
  // PostgreSQL: counted in the database, so several server processes count as one.
  const limiter = new RateLimiter(
    config.rateLimits,
    Date.now,
    db.kind === 'postgres' ? databaseRateStore(db, config.rateLimits) : undefined,
  );
  const { realtime } = options;
  const routes = apiRoutes(limiter, config, options, realtime);
  let hostsFor = config.siteUrl;
  let hosts = allowedHostNames(config);
  // Host headers already found to name this server, so a scan does not parse its Host again.
  // Only allowed ones are kept, and only a few (a port in the header makes another spelling).
  const allowedHostHeaders = new Set<string>();
  const hostAllowed = (req: IncomingMessage) => {
    const host = req.headers.host;
    if (host === undefined || allowedHostHeaders.has(host)) return true;
    const name = hostName(req);
    if (name !== undefined && !hosts.has(name)) return false;
    if (allowedHostHeaders.size < 16) allowedHostHeaders.add(host);
    return true;
  };
  // The test server learns its own address (SITE_URL) after listening: follow a change.
  const currentHosts = () => {
    if (config.siteUrl !== hostsFor) {
      hostsFor = config.siteUrl;
      hosts = allowedHostNames(config);
      allowedHostHeaders.clear();
    }
    return hosts;
  };
  const server = createServer((req, res) => {
    // A body still arriving counts against its address before anything else is done for it.
    if (!bodies.admit(req, res)) return;
    currentHosts();
    // A repeated scan of a hosted page, answered from memory before anything else is worked out
    // (the same answer dispatch would give: same Host check, same headers); anything else, and
    // any page not at hand, goes the ordinary way.
    // So is an embedded menu's public_menu call (rest/menu-from-memory.ts).
    if (
      hostAllowed(req) &&
      (answerMenuPageFromMemory(req, res, db, config, options.distDir) ||
        answerMenuCallFromMemory(req, res, db, config))
    ) {
      return;
    }
    dispatch(req, res, config, db, options, routes, limiter, hosts).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        // Closing the connection spares reading (and discarding) the rest of a huge body.
        sendJson(
          res,
          413,
          { code: '413', message: error.message, details: null, hint: null },
          { connection: 'close' },
        );
        return;
      }
      // The client went away mid-body (or was cut off as a slow body): nobody to answer or tell.
      if (req.destroyed && (error as { code?: string }).code === 'ECONNRESET') return;
      console.error(`${req.method} ${req.url} failed:`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 500, {
        code: '500',
        message: 'Internal server error',
        details: null,
        hint: null,
      });
    });
  });
  // Browsers, proxies and API clients keep idle connections and reuse them. Node's default closes
  // them after 5 s, and a request that meets the close fails with ECONNRESET (a customer's tap, an
  // owner's save). Outlive the idle timeouts of common clients and proxies (60 s); server.close()
  // still closes idle connections at once. headersTimeout counts from a request's first byte, so it
  // can be shorter than the idle time (http/connections.ts).
  server.keepAliveTimeout = 65_000;
  const bodies = guardConnections(server, config.limits, (req) => clientAddress(req, config));
  attachRealtime(server, realtime, currentHosts);
  return server;
}
