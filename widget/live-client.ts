// The menu's live connection: the few messages of Supabase Realtime's Phoenix protocol (vsn 1.0.0,
// JSON objects) that listening to one broadcast topic needs, over the browser's own WebSocket. The
// topic is private: anyone may listen, only the database may send (the policy in
// 20261127150000_menu-topic-private.sql). The customer menu only ever listens to it, so realtime-js (its channels, presence,
// postgres_changes, binary serializer, worker) would be bytes nobody runs: see docs/guide/live-menus.md.
// Part of the live chunk, loaded after the first paint.

/** Realtime-js's stepped reconnect delays, then every 10 s; a jitter spreads a restart's crowd. */
export function reconnectDelay(tries: number, random: () => number = Math.random): number {
  const steps = [1000, 2000, 5000, 10000];
  const base = steps[Math.min(tries, steps.length) - 1] ?? 1000;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * The websocket address realtime-js opens for a Supabase URL (http(s) becomes ws(s)); a relative
 * URL (the local server's own widget) is the page's origin.
 */
export function socketUrl(apiUrl: string, anonKey: string, page?: string): string {
  const base = new URL(
    apiUrl.replace(/\/+$/, '') + '/realtime/v1/websocket',
    page ?? globalThis.location?.href,
  );
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  // A widget served by the local server sends no key: the server treats that as anon.
  if (anonKey) base.searchParams.set('apikey', anonKey);
  base.searchParams.set('vsn', '1.0.0');
  return base.href;
}

/** The join realtime-js sends for `supabase.channel(topic)` with no listeners but broadcast. */
export function joinPayload(anonKey: string): Record<string, unknown> {
  return {
    config: {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: [],
      private: true,
    },
    ...(anonKey ? { access_token: anonKey } : {}),
  };
}

interface PhoenixMessage {
  topic: string;
  event: string;
  payload: { status?: string; event?: string; type?: string } | null;
  ref: string | null;
}

export interface LiveOptions {
  apiUrl: string;
  anonKey: string;
  /** The broadcast topic without realtime-js's "realtime:" prefix, e.g. "menu:<business id>". */
  topic: string;
  /** The broadcast event to hear, e.g. "menu_changed". */
  event: string;
  /** A message of `event` arrived. */
  onMessage: () => void;
  /** Joined, the first time and after every reconnect: anything sent meanwhile was missed. */
  onJoined: () => void;
  heartbeatMs?: number;
}

/**
 * Joins one public broadcast topic and stays joined: a dropped connection, a server restart, a
 * heartbeat left unanswered or the phone going offline is followed by a reconnect with backoff
 * (at once when the phone comes back online). Returns the function that leaves for good.
 */
export function listen(options: LiveOptions): () => void {
  const { apiUrl, anonKey, event, onMessage, onJoined } = options;
  const topic = `realtime:${options.topic}`;
  const heartbeatMs = options.heartbeatMs ?? 25000;
  let socket: WebSocket | undefined;
  let ref = 0;
  let joinRef = '';
  let tries = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let beat: ReturnType<typeof setInterval> | undefined;
  let pendingBeat: string | undefined;
  let stopped = false;

  const send = (message: Omit<PhoenixMessage, 'ref'> & { join_ref?: string }) => {
    const sent = String(++ref);
    socket?.send(JSON.stringify({ ...message, ref: sent }));
    return sent;
  };

  const drop = () => {
    clearInterval(beat);
    const old = socket;
    socket = undefined;
    if (old) {
      old.onclose = old.onmessage = old.onopen = old.onerror = null;
      old.close();
    }
  };

  const reconnect = (delay: number) => {
    drop();
    clearTimeout(retry);
    if (stopped) return;
    retry = setTimeout(connect, delay);
  };

  function connect() {
    if (stopped || navigator.onLine === false) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(socketUrl(apiUrl, anonKey));
    } catch {
      // A host page whose Content-Security-Policy refuses the websocket: the menu stays as it is,
      // without retrying into the same refusal.
      return;
    }
    socket = ws;
    ws.onopen = () => {
      pendingBeat = undefined;
      joinRef = send({ topic, event: 'phx_join', payload: joinPayload(anonKey) });
      beat = setInterval(() => {
        // The last heartbeat was never answered: the connection is dead even if not closed.
        if (pendingBeat) return reconnect(reconnectDelay(++tries));
        pendingBeat = send({ topic: 'phoenix', event: 'heartbeat', payload: {} });
      }, heartbeatMs);
    };
    ws.onmessage = ({ data }) => {
      // The server's frames are JSON text in vsn 1.0.0; anything else is not for us.
      let message: PhoenixMessage;
      try {
        message = JSON.parse(String(data)) as PhoenixMessage;
      } catch {
        return;
      }
      if (message.event === 'phx_reply' && message.ref === pendingBeat) pendingBeat = undefined;
      else if (message.event === 'phx_reply' && message.ref === joinRef) {
        if (message.payload?.status === 'ok') {
          tries = 0;
          onJoined();
        } else reconnect(reconnectDelay(++tries));
      } else if (message.topic === topic) {
        if (message.event === 'broadcast' && message.payload?.event === event) onMessage();
        else if (message.event === 'phx_error' || message.event === 'phx_close')
          reconnect(reconnectDelay(++tries));
      }
    };
    ws.onclose = () => reconnect(reconnectDelay(++tries));
  }

  const online = () => {
    tries = 0;
    reconnect(0);
  };
  // Offline, the socket may linger unanswered for a heartbeat or two: let it go at once.
  const offline = () => reconnect(reconnectDelay(1));
  // The same refusal, reported as an event instead of thrown (browsers differ): stop asking.
  const refused = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(socketUrl(apiUrl, '').split('/realtime/')[0]!)) {
      stopped = true;
      drop();
    }
  };
  addEventListener('online', online);
  addEventListener('offline', offline);
  document.addEventListener('securitypolicyviolation', refused);
  connect();

  return () => {
    stopped = true;
    clearTimeout(retry);
    removeEventListener('online', online);
    removeEventListener('offline', offline);
    document.removeEventListener('securitypolicyviolation', refused);
    drop();
  };
}
