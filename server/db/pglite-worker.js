// The embedded database's own thread (see pglite.ts, openPglite with `worker`): it owns PGlite and
// answers one message at a time, so a slow statement runs here while the HTTP server's event loop
// keeps answering, and the main thread can end a statement past its timeout by ending this thread
// (PGlite cannot cancel a running statement itself). Plain JavaScript: a worker thread does not
// inherit the TypeScript loader the server runs under.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

if (!parentPort) throw new Error('pglite-worker.js runs as a worker thread');
const port = parentPort;

/** Postgres's error fields (code, detail, hint, ...) survive the message, as plain data. */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    data[key] = value;
  }
  return data;
}

const pglite = await PGlite.create({
  dataDir: workerData.dataDir,
  extensions: { pg_trgm, pgcrypto },
});

async function answer(message) {
  switch (message.op) {
    case 'query': {
      const result = await pglite.query(message.sql, message.params ?? []);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    }
    case 'exec':
      await pglite.exec(message.sql);
      return undefined;
    case 'dump': {
      const tarball = await pglite.dumpDataDir('none');
      return await tarball.arrayBuffer();
    }
    case 'listen':
      // Notifications go to the main thread outside any call's answer (pglite.ts routes them).
      await pglite.listen(message.channel, (payload) =>
        port.postMessage({ notify: message.channel, payload }),
      );
      return undefined;
    case 'close':
      await pglite.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on('message', (message) => {
  answer(message).then(
    (result) => {
      const transfer = result instanceof ArrayBuffer ? [result] : [];
      port.postMessage({ id: message.id, result }, transfer);
    },
    (error) => port.postMessage({ id: message.id, error: errorData(error) }),
  );
});
port.postMessage({ ready: true });
