// Bare Node in a process of its own: the reference our server's rate is set against, run as our
// server runs (its own process, its own thread), never inside the bench's process.
//
//   node --import tsx bench/lib/bare-node-main.ts <replays.json>
//     serves the replays the bench recorded (replay.ts serializeReplays);
//   node --import tsx bench/lib/bare-node-main.ts --record <server URL> <anon key>
//     records what that server answers for the hosted page and public_menu (as the bench does),
//     then serves it: the by-hand check (bench/hand-check.sh).
//
// Once it listens it prints one JSON line, {"url": ..., "etags": {path: ETag}}, then serves until
// SIGTERM or SIGINT.
import { readFile } from 'node:fs/promises';
import { bareNode, hostedTargets, parseReplays, recordTarget, type Replayed } from './replay.ts';

async function main(): Promise<void> {
  const [first, base, anonKey] = process.argv.slice(2);
  let replays: Replayed[];
  if (first === '--record' && base && anonKey) {
    replays = [];
    for (const target of hostedTargets(anonKey)) replays.push(await recordTarget(base, target));
  } else if (first) {
    replays = parseReplays(await readFile(first, 'utf8'));
  } else {
    throw new Error('usage: bare-node-main.ts <replays.json> | --record <server URL> <anon key>');
  }
  const reference = await bareNode(replays);
  const etags = Object.fromEntries(replays.map((r) => [r.path, r.etag]));
  process.stdout.write(`${JSON.stringify({ url: reference.url(''), etags })}\n`);
  const stop = () => void reference.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
