import { describe, expect, it } from 'vitest';
import { joinPayload, reconnectDelay, socketUrl } from './live-client.ts';

describe('the live connection’s pure parts', () => {
  it('backs off as realtime-js does (1, 2, 5, then every 10 s), within a 20% jitter', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 50].map((tries) => reconnectDelay(tries, middle))).toEqual([
      1000, 2000, 5000, 10000, 10000, 10000,
    ]);
    expect(reconnectDelay(1, () => 0)).toBe(800);
    expect(reconnectDelay(4, () => 1)).toBe(12000);
  });

  it('opens the websocket realtime-js opens: ws(s), /realtime/v1/websocket, vsn 1.0.0', () => {
    expect(socketUrl('https://abc.supabase.co', 'anon-key')).toBe(
      'wss://abc.supabase.co/realtime/v1/websocket?apikey=anon-key&vsn=1.0.0',
    );
    // The local server's own widget has no key: keyless is anon there.
    expect(socketUrl('http://127.0.0.1:54321/', '')).toBe(
      'ws://127.0.0.1:54321/realtime/v1/websocket?vsn=1.0.0',
    );
    expect(socketUrl('', '', 'https://menu.example/cafe/menu')).toBe(
      'wss://menu.example/realtime/v1/websocket?vsn=1.0.0',
    );
  });

  it('joins as realtime-js joins a public broadcast channel, with the key as the token', () => {
    expect(joinPayload('anon-key')).toEqual({
      config: {
        broadcast: { ack: false, self: false },
        presence: { key: '', enabled: false },
        postgres_changes: [],
        private: true,
      },
      access_token: 'anon-key',
    });
    expect(joinPayload('')).not.toHaveProperty('access_token');
  });
});
