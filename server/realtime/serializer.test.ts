// Our frames against realtime-js 2.119's own serializer (the code a browser runs): what it encodes
// we decode, and what we encode it decodes to the same message.
import Serializer from '@supabase/realtime-js/dist/main/lib/serializer.js';
import { describe, expect, it } from 'vitest';
import {
  decodeFrame,
  encodeMessage,
  encodeUserBroadcast,
  MalformedFrameError,
} from './serializer.ts';

const client = new Serializer();

function clientEncode(message: Record<string, unknown>): string | ArrayBuffer {
  let out: string | ArrayBuffer = '';
  client.encode(message as never, (encoded: string | ArrayBuffer) => (out = encoded));
  return out;
}

function clientDecode(raw: string | ArrayBuffer): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  client.decode(raw as never, (decoded: Record<string, unknown>) => (out = decoded));
  return out;
}

describe('the vsn 2.0.0 serializer against realtime-js', () => {
  it('decodes the binary user broadcast push realtime-js sends, JSON and bytes', () => {
    const json = clientEncode({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:café ☕',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'order', payload: { table: 4, note: 'عربي' } },
    });
    const decoded = decodeFrame('2.0.0', Buffer.from(json as ArrayBuffer), true);
    expect(decoded).toMatchObject({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:café ☕',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'order', payload: { table: 4, note: 'عربي' } },
    });
    const bytes = clientEncode({
      join_ref: '1',
      ref: '3',
      topic: 'realtime:x',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'raw', payload: new Uint8Array([9, 8, 7]).buffer },
    });
    const raw = decodeFrame('2.0.0', Buffer.from(bytes as ArrayBuffer), true);
    expect(raw.userBroadcast).toEqual({
      event: 'raw',
      encoding: 'binary',
      data: Buffer.from([9, 8, 7]),
    });
  });

  it('sends user broadcasts realtime-js decodes', () => {
    const frame = encodeUserBroadcast('2.0.0', 'realtime:café', {
      event: 'order',
      encoding: 'json',
      data: Buffer.from(JSON.stringify({ n: 1 })),
    });
    expect(frame?.binary).toBe(true);
    const data = frame!.data as Buffer;
    const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    expect(clientDecode(buffer as ArrayBuffer)).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:café',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'order', payload: { n: 1 } },
    });
    // vsn 1.0.0 cannot carry bytes: hosted drops them for such clients.
    expect(
      encodeUserBroadcast('1.0.0', 't', { event: 'e', encoding: 'binary', data: Buffer.from([1]) }),
    ).toBeUndefined();
  });

  it('round-trips JSON arrays and refuses what is not one', () => {
    const text = clientEncode({
      join_ref: '1',
      ref: '1',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
    expect(decodeFrame('2.0.0', Buffer.from(text as string), false)).toEqual({
      joinRef: '1',
      ref: '1',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
    const reply = encodeMessage('2.0.0', null, '5', 'phoenix', 'phx_reply', {
      status: 'ok',
      response: {},
    });
    expect(clientDecode(reply.data as string)).toEqual({
      join_ref: null,
      ref: '5',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    for (const bad of ['[1,2]', '{"a":1}', 'nope', '[null,null,1,"e",{}]']) {
      expect(() => decodeFrame('2.0.0', Buffer.from(bad), false)).toThrow(MalformedFrameError);
    }
    expect(() => decodeFrame('1.0.0', Buffer.from('[]'), false)).toThrow(MalformedFrameError);
  });
});
