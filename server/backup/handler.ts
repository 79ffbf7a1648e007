// POST /_backup: a backup of the running server's embedded database and stored files, streamed as
// .tar.gz. It holds every account, so it needs the backup secret (X-Backup-Secret: BACKUP_SECRET or
// DATA_DIR/backup-token) and answers only this machine asking directly, never through a proxy.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { header, type Handler } from '../http/context.ts';
import { cameThroughProxy, fromLoopbackSocket } from '../http/client-address.ts';
import { BackupError, writeBackup } from './backup.ts';
import { BACKUP_SECRET_HEADER, secretMatches } from './token.ts';

export function createBackupHandler(secret: string): Handler {
  return async (ctx) => {
    if (ctx.method !== 'POST') {
      ctx.json(405, { message: 'Method not allowed' }, { allow: 'POST' });
      return;
    }
    if (!fromLoopbackSocket(ctx.req) || cameThroughProxy(ctx.req)) {
      ctx.json(403, { message: 'Backups are taken on this machine only (npm run backup).' });
      return;
    }
    if (!secretMatches(header(ctx.req, BACKUP_SECRET_HEADER), secret)) {
      ctx.json(403, {
        message: `Backups need the backup secret in ${BACKUP_SECRET_HEADER} (BACKUP_SECRET or DATA_DIR/backup-token).`,
      });
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
}
