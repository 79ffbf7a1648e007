// The JSON object body of storage-api's JSON endpoints (sign, move, copy, bucket).
import type { RequestContext } from '../http/context.ts';
import { StorageError } from './errors.ts';
import { parseJson } from '../http/json.ts';

export async function readJsonBody(ctx: RequestContext): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = (await ctx.readBody(1024 * 1024)).toString('utf8');
    body = text.trim() === '' ? {} : parseJson(text);
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'body must be a JSON object');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new StorageError(400, 'InvalidRequest', 'body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

export function requiredString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') {
    throw new StorageError(400, 'InvalidRequest', `body must have required property '${name}'`);
  }
  return value;
}
