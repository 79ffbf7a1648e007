// Private channels, decided by row level security on realtime.messages as hosted Realtime decides
// them: inside a transaction that is always rolled back, with the token's role and claims and the
// setting `realtime.topic` (what `realtime.topic()` returns to the policies).
// Read: rows inserted by the server for the topic (one per extension) must be visible to a select.
// Write: an insert as the token's role must pass the insert policies.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { Claims } from './types.ts';

export interface ReadPolicies {
  broadcast: boolean;
  presence: boolean;
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

async function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

async function setContext(tx: Queryable, topic: string, claims: Claims): Promise<void> {
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
       set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
       set_config('request.jwt.claim.role', $1, true), set_config('request.headers', '{}', true)`,
    [claims.role, topic, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
  );
}

/**
 * Which extensions the read policies allow on topic; an error in a policy reads as refused.
 * Presence is checked only for a join with presence enabled, as hosted checks it.
 */
export function readPolicies(
  db: Database,
  topic: string,
  claims: Claims,
  withPresence: boolean,
): Promise<ReadPolicies> {
  // The same question within a few seconds gets the same answer: a thousand customers whose menus
  // rejoin after a restart, or one address opening channel after channel, cost one check per
  // topic and claims instead of one rolled-back transaction each. A changed policy or the data it
  // reads applies to joins after READ_ANSWER_MS.
  let answers = readAnswers.get(db);
  if (!answers) readAnswers.set(db, (answers = new Map()));
  const key = JSON.stringify([topic, withPresence, claims]);
  const now = Date.now();
  const known = answers.get(key);
  if (known && known.until > now) return known.answer;
  const answer = checkReadPolicies(db, topic, claims, withPresence);
  answers.delete(key);
  answers.set(key, { answer, until: now + READ_ANSWER_MS });
  if (answers.size > MAX_READ_ANSWERS) answers.delete(answers.keys().next().value as string);
  return answer;
}

const READ_ANSWER_MS = 5000;
const MAX_READ_ANSWERS = 5000;
const readAnswers = new WeakMap<
  Database,
  Map<string, { answer: Promise<ReadPolicies>; until: number }>
>();

async function checkReadPolicies(
  db: Database,
  topic: string,
  claims: Claims,
  withPresence: boolean,
): Promise<ReadPolicies> {
  const broadcastId = randomUUID();
  const presenceId = randomUUID();
  try {
    return await rolledBack(db, async (tx) => {
      await tx.query(
        withPresence
          ? `insert into realtime.messages (id, topic, extension) values ($1, $3, 'broadcast'), ($2, $3, 'presence')`
          : `insert into realtime.messages (id, topic, extension) values ($1, $2, 'broadcast')`,
        withPresence ? [broadcastId, presenceId, topic] : [broadcastId, topic],
      );
      await setContext(tx, topic, claims);
      const { rows } = await tx.query<{ id: string }>(
        'select id from realtime.messages where id = any($1::uuid[])',
        [[broadcastId, presenceId]],
      );
      const ids = new Set(rows.map((row) => row.id));
      return { broadcast: ids.has(broadcastId), presence: ids.has(presenceId) };
    });
  } catch (error) {
    console.warn(`realtime: read policy check on "${topic}" failed:`, error);
    return { broadcast: false, presence: false };
  }
}

/** Whether the insert policies let claims write `extension` messages on topic. */
export async function canWrite(
  db: Database,
  topic: string,
  claims: Claims,
  extension: 'broadcast' | 'presence' = 'broadcast',
): Promise<boolean> {
  try {
    return await rolledBack(db, async (tx) => {
      await setContext(tx, topic, claims);
      await tx.query(`insert into realtime.messages (topic, extension) values ($1, $2)`, [
        topic,
        extension,
      ]);
      return true;
    });
  } catch (error) {
    // 42501: the policies refused the row. Anything else is a broken policy: refused too.
    if ((error as { code?: string }).code !== '42501') {
      console.warn(`realtime: write policy check on "${topic}" failed:`, error);
    }
    return false;
  }
}
