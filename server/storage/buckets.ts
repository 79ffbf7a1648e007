// Bucket settings are read as the database owner, as storage-api does: they are server rules
// (size, mime types, public), not data the caller needs a policy to see.
import type { Queryable } from '../db/database.ts';
import { bucketNotFound } from './errors.ts';

export interface Bucket {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export async function findBucket(db: Queryable, id: string): Promise<Bucket> {
  const { rows } = await db.query<{
    id: string;
    public: boolean;
    file_size_limit: string | number | null;
    allowed_mime_types: string[] | null;
  }>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
    id,
  ]);
  const row = rows[0];
  if (!row) throw bucketNotFound();
  return {
    id: row.id,
    public: row.public,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types?.length ? row.allowed_mime_types : null,
  };
}
