// A database of its own on the integration run's one PostgreSQL 15 (postgres15-global.ts), copied
// from the migrated template. Only for code running under vitest, which hands out the server's URL.
import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATE_DATABASE } from './postgres15-global.ts';

export interface TestDatabase {
  /** Superuser URL of the new database. */
  url: string;
  /** Drops it, unless a connection is still open. */
  drop(): Promise<void>;
}

let counter = 0;

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgres15Url') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A copy of the migrated template, or with `empty` an empty database: the server seeds the demo
 * data only on the start that applies the first migration.
 */
export async function testDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `t_${process.pid}_${Date.now()}_${counter++}`;
  await onServer(
    options.empty
      ? `create database ${name}`
      : `create database ${name} template ${TEMPLATE_DATABASE}`,
  );
  return {
    url: inject('postgres15Url').replace(/\/postgres$/, `/${name}`),
    // Not forced: ending a connection its test still closes would surface there as an unhandled
    // 57P01. A database still in use stays until the run's server stops.
    drop: () => onServer(`drop database if exists ${name}`).catch(() => undefined),
  };
}
