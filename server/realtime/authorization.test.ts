// Private-channel read checks on both databases: the policies decide, and the same question asked
// by many joins at once (customers' menus rejoining after a restart, or one address opening channel
// after channel) costs one rolled-back transaction, not one each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { readPolicies } from './authorization.ts';

describe.each(ENGINES)('private channel read checks on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The server's database, counting the transactions started through it. */
  function counted(): { db: Database; transactions: () => number } {
    let transactions = 0;
    const db = Object.create(server.db) as Database;
    db.transaction = (fn, options) => {
      transactions += 1;
      return server.db.transaction(fn, options);
    };
    return { db, transactions: () => transactions };
  }

  it('answers a hundred joins of one topic with one check, and each topic by its policy', async () => {
    const { db, transactions } = counted();
    const anon = { role: 'anon' };
    const topic = `menu:${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => readPolicies(db, topic, anon, false)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ broadcast: true, presence: false })]),
    );
    expect(transactions()).toBe(1);
    // Another topic is another question, which the policies refuse.
    expect(await readPolicies(db, 'orders:1', anon, false)).toEqual({
      broadcast: false,
      presence: false,
    });
    expect(transactions()).toBe(2);
  });
});
