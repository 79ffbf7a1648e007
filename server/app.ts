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
import { CORS_HEADERS, preflightHeaders } from './http/cors.ts';
import { handleCspReport } from './http/csp-reports.ts';
import {
  BASE_SECURITY_HEADERS,
  CSP_REPORT_PATH,
  pageSecurityHeaders,
} from './http/security-headers.ts';
import { handleRest } from './rest/handler.ts';
import { createAuthHandler } from './auth/handler.ts';
import { overLimit, RateLimiter } from './auth/rate-limit.ts';
import { handleStorage } from './storage/handler.ts';
import { handleDevMail } from './mail/handler.ts';
import { handleBackup } from './backup/handler.ts';
import { renderMenuPage } from './static/menu-page.ts';
import { distDir, serveAdmin, serveWidget } from './static/files.ts';
import { isHomeScreenPath, serveHomeScreen } from './static/home-screen.ts';

export interface AppOptions {
  /** Where the built front ends are (default: the repository's dist/). */
  distDir?: string;
}

interface Route {
  prefix: string;
  handler: Handler;
}

// Built per server, with that server's rate-limit counters.
function apiRoutes(limiter: RateLimiter): Route[] {
  return [
    { prefix: '/rest/v1', handler: handleRest },
    { prefix: '/auth/v1', handler: createAuthHandler(limiter) },
    { prefix: '/storage/v1', handler: handleStorage },
    { prefix: '/_dev/mail', handler: handleDevMail },
    { prefix: CSP_REPORT_PATH, handler: handleCspReport },
    { prefix: '/_backup', handler: handleBackup },
  ];
}

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
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  setHeaders(res, CORS_HEADERS);
  setHeaders(res, BASE_SECURITY_HEADERS);
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
    url.pathname === EVENT_PATH
      ? overLimit(limiter, 'menuEvents', req, config.rateLimitHeader)
      : null;
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
  // issue 26: a business's web app manifest, icons and service worker, beside its menu page.
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
export function createApp(config: ServerConfig, db: Database, options: AppOptions = {}): Server {
  const limiter = new RateLimiter(config.rateLimits);
  const routes = apiRoutes(limiter);
  const server = createServer((req, res) => {
    dispatch(req, res, config, db, options, routes, limiter).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        sendJson(res, 413, { code: '413', message: error.message, details: null, hint: null });
        return;
      }
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
  // owner's save). Outlive the idle timeouts of common clients and proxies (60 s); headersTimeout
  // must be longer still. server.close() still closes idle connections at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
