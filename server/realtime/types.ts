// server/realtime/types.ts
/** The JWT claims a channel joined with (anon when no token), updated by access_token messages. */
export type Claims = Record<string, unknown> & { role: string };

/** One `postgres_changes` binding as realtime-js sends it in phx_join's config. */
export interface PostgresChangesBinding {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table?: string;
  filter?: string;
}

/** What hosted Realtime puts in the join reply's response.postgres_changes, one per binding. */
export interface PostgresChangesBindingReply extends PostgresChangesBinding {
  id: number;
}

export interface PostgresChangesSubscription {
  claims: Claims;
  bindings: PostgresChangesBinding[];
  /** Sends one `postgres_changes` message (payload as hosted Realtime builds it: { ids, data }) on the channel. */
  push(payload: Record<string, unknown>): void;
}

export type PostgresChangesJoin =
  | {
      ok: true;
      reply: PostgresChangesBindingReply[];
      setClaims(claims: Claims): void;
      unsubscribe(): void;
    }
  | { ok: false; message: string };

/** A message inserted into realtime.messages (realtime.send or a plain insert), after commit. */
export interface DatabaseBroadcast {
  topic: string;
  event: string;
  payload: unknown;
  private: boolean;
}

export interface RealtimeFeed {
  /** At phx_join with postgres_changes bindings: validate them and start delivering. */
  subscribePostgresChanges(subscription: PostgresChangesSubscription): Promise<PostgresChangesJoin>;
  /** Broadcasts from the database, in commit order. Returns the unsubscribe function. */
  onDatabaseBroadcast(listener: (message: DatabaseBroadcast) => void): () => void;
  close(): Promise<void>;
}
