// POST /storage/v1/object/list/{bucket} {prefix, limit, offset, sortBy, search}: one folder level,
// folders first-class like storage-api (entries with id null), only rows the select policy shows.
import { asRequestRole } from '../db/request-role.ts';
import type { RequestContext } from '../http/context.ts';
import { findBucket } from './buckets.ts';
import { StorageError } from './errors.ts';
import { checkBucketId } from './object-path.ts';
import { parseJson } from '../http/json.ts';

interface ListedRow {
  id: string;
  name: string;
  metadata: unknown;
  created_at: unknown;
  updated_at: unknown;
  last_accessed_at: unknown;
}

interface ListBody {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

function whole(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? Math.min(value, max)
    : fallback;
}

export async function listObjects(ctx: RequestContext, bucketId: string): Promise<void> {
  const bucket = await findBucket(ctx.db, checkBucketId(bucketId));
  let body: ListBody;
  try {
    body = parseJson((await ctx.readBody(64 * 1024)).toString('utf8') || '{}') as ListBody;
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'body must be JSON');
  }
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
  const folder = rawPrefix ? `${rawPrefix}/` : '';
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const limit = whole(body.limit, 100, 1000);
  const offset = whole(body.offset, 0, Number.MAX_SAFE_INTEGER);
  const descending = body.sortBy?.order === 'desc';

  const rows = await asRequestRole(ctx.db, ctx.claims, async (tx) => {
    // starts_with keeps LIKE wildcards in a prefix from matching more than the folder.
    const result = await tx.query<ListedRow>(
      `select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
       where bucket_id = $1 and starts_with(name, $2) order by name`,
      [bucket.id, folder],
    );
    return result.rows;
  });

  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const rest = row.name.slice(folder.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (search && !name.toLowerCase().startsWith(search)) continue;
    if (slash !== -1) {
      if (!entries.has(name)) {
        entries.set(name, {
          name,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
      continue;
    }
    entries.set(name, { ...row, name });
  }
  const sorted = [...entries.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)));
  if (descending) sorted.reverse();
  ctx.json(200, sorted.slice(offset, offset + limit));
}
