// One PostgreSQL 15 for a whole integration run (vitest's globalSetup): started and migrated once
// into a template database, which every test file copies (`create database ... template`, a tenth
// of a second) instead of starting a server of its own and migrating it (about two seconds each,
// sixty-odd files). Files that stop, kill or back up their server still start their own.
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { startPostgres15 } from './postgres15.ts';

export const TEMPLATE_DATABASE = 'qrmenu_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server's superuser URL of its maintenance database. */
    postgres15Url: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres15();
  try {
    const db = await openPostgres(await server.createDatabase(TEMPLATE_DATABASE));
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgres15Url', server.url);
  return () => server.stop();
}
