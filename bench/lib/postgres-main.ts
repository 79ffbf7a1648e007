// A throw-away PostgreSQL 15 for the by-hand check (bench/hand-check.sh postgres): started as the
// bench starts its own (server/testing/postgres15.ts), it prints one empty database's URL on one
// line, then runs until SIGTERM or SIGINT, when it stops the server and removes its files.
import { startPostgres15 } from '../../server/testing/postgres15.ts';

const pg = await startPostgres15();
process.stdout.write(`${await pg.createDatabase('hand')}\n`);
// PostgreSQL runs as a daemon: this process keeps itself alive until told to stop it.
const alive = setInterval(() => {}, 1 << 30);
const stop = () => {
  clearInterval(alive);
  void pg.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
