// The contract between the HTTP server and the API handlers (rest, auth, storage, mail, pages):
// one context per request, with the caller's claims already verified.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import type { RequestInfo } from '../db/request-role.ts';
import type { ServerConfig } from '../config.ts';
import type { ClaimsError, RequestClaims } from './claims.ts';
import { clientAddress } from './client-address.ts';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path after the mount prefix, starting with "/" (e.g. "/businesses" under /rest/v1). */
  path: string;
  method: string;
  db: Database;
  config: ServerConfig;
  /** The caller's claims: anon when no token was sent or when the token was refused (see claimsError). */
  claims: RequestClaims;
  /** The raw bearer/apikey token, when one was sent. */
  token: string | undefined;
  /** Set when the sent token was bad or expired; each API answers that in its own error shape. */
  claimsError: ClaimsError | undefined;
  /** The whole request body; rejects with BodyTooLargeError beyond maxBytes (default 10 MB). */
  readBody(maxBytes?: number): Promise<Buffer>;
  json(status: number, body: unknown, headers?: OutgoingHttpHeaders): void;
  send(status: number, body?: string | Buffer, headers?: OutgoingHttpHeaders): void;
}

export type Handler = (ctx: RequestContext) => Promise<void>;

export const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
  }
}

export function readBody(req: IncomingMessage, maxBytes = DEFAULT_BODY_LIMIT): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A declared length over the limit is refused before a byte is read.
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(new BodyTooLargeError(maxBytes));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > maxBytes) {
        failed = true;
        // Keep draining so the client can still read our error response.
        reject(new BodyTooLargeError(maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

export function sendResponse(
  res: ServerResponse,
  status: number,
  body?: string | Buffer,
  headers: OutgoingHttpHeaders = {},
): void {
  if (res.headersSent) return;
  res.writeHead(status, headers);
  res.end(body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  sendResponse(res, status, body === undefined ? '' : JSON.stringify(body), {
    'content-type': 'application/json; charset=utf-8',
    ...headers,
  });
}

/** The first value of a request header, lower-case name. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The request as PostgREST shows it to SQL (request.headers, request.method, request.path).
 * X-Forwarded-For holds only the client's address as this server decided it (the socket's, or the
 * trusted proxy's report), as hosted Supabase's gateway puts the client first: SQL limits per
 * address (public.request_address()) must not trust what the client wrote there.
 */
export function requestInfo(ctx: RequestContext, readOnly = false): RequestInfo {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = clientAddress(ctx.req, ctx.config);
  return { headers, method: ctx.method, path: ctx.path, readOnly };
}
