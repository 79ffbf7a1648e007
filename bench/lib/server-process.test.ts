// The static step's server runs in a process of its own, started as a person starts it, with the
// settings the by-hand check (bench/hand-check.sh) spells out.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchServerEnv } from './backend.ts';
import { hostedTargets, recordTarget } from './replay.ts';
import { anonKeyOf, startServerProcess } from './server-process.ts';

describe('anonKeyOf', () => {
  it("reads the anon key from server/main.ts's banner", () => {
    const banner = [
      'QR Menu is running at http://127.0.0.1:1 (listening on 127.0.0.1)',
      '  API URL:          http://127.0.0.1:1',
      '  anon key:         eyJhbGciOi.eyJyb2xl.sig-_x',
      '  service_role key: eyJother',
    ].join('\n');
    expect(anonKeyOf(banner)).toBe('eyJhbGciOi.eyJyb2xl.sig-_x');
    expect(anonKeyOf('no banner')).toBeUndefined();
  });
});

describe('bench/hand-check.sh', () => {
  it("starts our server with the bench's settings", async () => {
    const script = await readFile(path.join(import.meta.dirname, '..', 'hand-check.sh'), 'utf8');
    const settings = benchServerEnv(54393, '/data');
    for (const [name, value] of Object.entries(settings)) {
      if (name === 'PORT' || name === 'DATA_DIR') continue;
      expect(script, name).toMatch(new RegExp(`\\b${name}=${value}(\\s|$)`, 'm'));
    }
  });
});

describe('startServerProcess', () => {
  // public_menu only: the hosted page's compressed form and ETag need the built renderer (dist/),
  // which npm test builds after this stage; the bench builds it before its static step.
  it('runs our server in a process of its own, answering public_menu with its 304', async () => {
    const dataDir = path.join(tmpdir(), `qrmenu-server-process-${process.pid}`);
    const server = await startServerProcess({ engine: 'pglite', dataDir });
    try {
      expect(server.pid).not.toBe(process.pid);
      expect(existsSync(`/proc/${server.pid}`)).toBe(true);
      const targets = hostedTargets(server.anonKey).filter((t) => t.name === 'public_menu');
      expect(targets).toHaveLength(1);
      for (const target of targets) {
        const replay = await recordTarget(server.url, target);
        expect(replay.ok.body.length, target.name).toBeGreaterThan(100);
        expect(replay.notModified.status).toBe(304);
      }
    } finally {
      await server.stop();
    }
    expect(existsSync(`/proc/${server.pid}`)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);
});
