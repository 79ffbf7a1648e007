// TEMPORARY stand-in for the database change feed (rt-changes's feed.ts, createRealtimeFeed) until that
// lands: refuses postgres_changes with hosted Realtime's words and never broadcasts from the
// database. The integrator deletes this file and uses createRealtimeFeed instead.
import type { PostgresChangesBinding, RealtimeFeed } from './types.ts';

function describe(binding: PostgresChangesBinding): string {
  const filters = binding.filter ? `[${binding.filter}]` : '[]';
  return `[event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table ?? '*'}, filters: ${filters}]`;
}

export function createStubFeed(): RealtimeFeed {
  return {
    subscribePostgresChanges(subscription) {
      const params = subscription.bindings.map(describe).join(', ');
      return Promise.resolve({
        ok: false,
        message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${params}`,
      });
    },
    onDatabaseBroadcast() {
      return () => undefined;
    },
    close() {
      return Promise.resolve();
    },
  };
}
