// A request exactly as written, over http or https: fetch may not set Host, and tidies paths.
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';
import { request as httpsRequest, type RequestOptions as HttpsRequestOptions } from 'node:https';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends one request to 127.0.0.1:port (TLS when `tls` is given) and reads the whole answer. */
export function rawRequest(
  port: number,
  pathAndQuery: string,
  options: RawOptions = {},
  tls?: Pick<HttpsRequestOptions, 'servername' | 'rejectUnauthorized'>,
): Promise<RawResponse> {
  const target: RequestOptions = {
    host: '127.0.0.1',
    port,
    path: pathAndQuery,
    method: options.method ?? 'GET',
    ...(options.headers && { headers: options.headers }),
  };
  return new Promise((resolve, reject) => {
    const onResponse = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    };
    const req = tls
      ? httpsRequest({ ...target, ...tls }, onResponse)
      : httpRequest(target, onResponse);
    req.on('error', reject);
    req.end(options.body);
  });
}

/** An answer exactly as the server wrote it: every header in order (Date left out, as it follows
 * the clock) and the body's bytes, for comparing two ways of answering byte for byte. */
export interface ExactAnswer {
  status: number;
  headers: string[];
  body: Buffer;
}

/** GET from 127.0.0.1:port, keeping the answer as written (no decompression, raw headers). */
export function exactAnswer(
  port: number,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<ExactAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: pathAndQuery, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i] as string;
          if (name.toLowerCase() !== 'date') kept.push(name, res.rawHeaders[i + 1] as string);
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** One header of an exact answer, by its lower-case name. */
export function headerOf(answer: ExactAnswer, name: string): string | undefined {
  const at = answer.headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name);
  return at < 0 ? undefined : answer.headers[at + 1];
}
