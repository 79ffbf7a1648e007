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
