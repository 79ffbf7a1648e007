// POST /_backup: a backup of the running server's embedded database and stored files, streamed as
// .tar.gz. Only for the service_role key and only from this machine: it holds every account.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Handler } from '../http/context.ts';
import { mayReadMailbox } from '../mail/handler.ts';
import { BackupError, writeBackup } from './backup.ts';

export const handleBackup: Handler = async (ctx) => {
  if (ctx.method !== 'POST') {
    ctx.json(405, { message: 'Method not allowed' }, { allow: 'POST' });
    return;
  }
  if (!mayReadMailbox(ctx.req) || ctx.claims.role !== 'service_role') {
    ctx.json(403, { message: 'Backups need the service_role key, from this machine.' });
    return;
  }
  const file = path.join(ctx.config.dataDir, `.backup-${randomUUID()}.tar.gz`);
  try {
    await writeBackup(ctx.db, ctx.config.dataDir, file);
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof BackupError) {
      ctx.json(409, { message: error.message });
      return;
    }
    throw error;
  }
  ctx.res.writeHead(200, {
    'content-type': 'application/gzip',
    'cache-control': 'no-store',
  });
  const stream = createReadStream(file);
  const cleanup = () => void rm(file, { force: true });
  stream.on('close', cleanup);
  stream.on('error', () => ctx.res.destroy());
  stream.pipe(ctx.res);
};
