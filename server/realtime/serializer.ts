// The Phoenix wire formats realtime-js speaks. vsn 1.0.0: one JSON object per text frame
// ({ join_ref, ref, topic, event, payload }). vsn 2.0.0: a JSON array per text frame
// ([join_ref, ref, topic, event, payload]) plus hosted Realtime's binary frames for user broadcasts
// (kind 3, client to server; kind 4, server to client), as realtime-js's lib/serializer reads them.

export type Vsn = '1.0.0' | '2.0.0';

export const VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

/** A user broadcast: JSON (already encoded as UTF-8 bytes) or opaque bytes. */
export interface UserBroadcast {
  event: string;
  encoding: 'json' | 'binary';
  data: Buffer;
}

/** One message from a client, whatever frame it came in. */
export interface InboundMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  /** A JSON value, or the user broadcast a binary frame carried. */
  payload: unknown;
  userBroadcast?: UserBroadcast;
}

export class MalformedFrameError extends Error {
  override name = 'MalformedFrameError';
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

function refString(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new MalformedFrameError('ref and join_ref must be strings');
}

function checked(
  joinRef: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): InboundMessage {
  if (typeof topic !== 'string' || typeof event !== 'string') {
    throw new MalformedFrameError('topic and event must be strings');
  }
  return { joinRef: refString(joinRef), ref: refString(ref), topic, event, payload };
}

/** Decodes one frame; throws MalformedFrameError for anything realtime-js would never send. */
export function decodeFrame(vsn: Vsn, data: Buffer, isBinary: boolean): InboundMessage {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new MalformedFrameError('binary frames need vsn 2.0.0');
    return decodeUserBroadcastPush(data);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw new MalformedFrameError('frame is not JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) {
      throw new MalformedFrameError('expected V2 array');
    }
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    return checked(joinRef, ref, topic, event, payload);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MalformedFrameError('expected a JSON object');
  }
  const message = parsed as Record<string, unknown>;
  return checked(message.join_ref, message.ref, message.topic, message.event, message.payload);
}

function decodeUserBroadcastPush(data: Buffer): InboundMessage {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) {
    throw new MalformedFrameError('unknown binary frame');
  }
  const sizes = [data[1], data[2], data[3], data[4], data[5]] as number[];
  const encoding = data[6];
  if (encoding !== BINARY_ENCODING && encoding !== JSON_ENCODING) {
    throw new MalformedFrameError('unknown payload encoding');
  }
  let offset = 7;
  const parts: string[] = [];
  for (const size of sizes) {
    if (offset + size > data.length) throw new MalformedFrameError('truncated binary frame');
    parts.push(data.subarray(offset, offset + size).toString('utf8'));
    offset += size;
  }
  const [joinRef = '', ref = '', topic = '', event = ''] = parts;
  const body = Buffer.from(data.subarray(offset));
  let payload: unknown;
  if (encoding === JSON_ENCODING) {
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      throw new MalformedFrameError('broadcast payload is not JSON');
    }
  } else {
    payload = body;
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload },
    userBroadcast: { event, encoding: encoding === JSON_ENCODING ? 'json' : 'binary', data: body },
  };
}

/** One message to a client: a text frame, or a binary one (vsn 2.0.0 user broadcasts). */
export type OutboundFrame = { data: string; binary: false } | { data: Buffer; binary: true };

/** A message for one client in its serializer's format. */
export function encodeMessage(
  vsn: Vsn,
  joinRef: string | null,
  ref: string | null,
  topic: string,
  event: string,
  payload: unknown,
): OutboundFrame {
  if (vsn === '2.0.0') {
    return { data: JSON.stringify([joinRef, ref, topic, event, payload]), binary: false };
  }
  // Phoenix's V1 serializer carries no join_ref in what the server sends.
  return { data: JSON.stringify({ topic, event, payload, ref }), binary: false };
}

/** A user broadcast for one client; undefined where vsn 1.0.0 cannot carry bytes (hosted drops it). */
export function encodeUserBroadcast(
  vsn: Vsn,
  topic: string,
  broadcast: UserBroadcast,
): OutboundFrame | undefined {
  if (vsn === '1.0.0') {
    if (broadcast.encoding === 'binary') return undefined;
    const payload: unknown = JSON.parse(broadcast.data.toString('utf8'));
    return encodeMessage(vsn, null, null, topic, 'broadcast', {
      type: 'broadcast',
      event: broadcast.event,
      payload,
    });
  }
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(broadcast.event, 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255) return undefined;
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0,
    broadcast.encoding === 'json' ? JSON_ENCODING : BINARY_ENCODING,
  ]);
  return { data: Buffer.concat([header, topicBytes, eventBytes, broadcast.data]), binary: true };
}
