// Pure parts of the request bounds: which address a connection counts against, how PostgreSQL reads
// a role's timeout, and the database queue that lets the hosted page's lookup go first.
import { describe, expect, it } from 'vitest';
import { Mutex } from '../db/database.ts';
import { timeoutMilliseconds } from '../db/request-role.ts';
import { connectionKey } from './connections.ts';

describe('connectionKey', () => {
  it('counts IPv4 (also IPv4-mapped) by address and IPv6 by its /64', () => {
    expect(connectionKey('203.0.113.7')).toBe('203.0.113.7');
    expect(connectionKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(connectionKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(connectionKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(connectionKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(connectionKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('timeoutMilliseconds', () => {
  it('reads a setting as PostgreSQL does: milliseconds unless a unit says otherwise', () => {
    expect(timeoutMilliseconds('3s')).toBe(3000);
    expect(timeoutMilliseconds('8s')).toBe(8000);
    expect(timeoutMilliseconds('1500')).toBe(1500);
    expect(timeoutMilliseconds('2min')).toBe(120_000);
    expect(timeoutMilliseconds('250ms')).toBe(250);
    expect(timeoutMilliseconds('soon')).toBeUndefined();
  });
});

describe('Mutex', () => {
  it('runs one at a time; the page, then writes, go before reads already waiting', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = mutex.run(async () => {
      order.push('first');
      await held;
    });
    const waiting = mutex.run(async () => void order.push('waiting'));
    const write = mutex.run(async () => void order.push('write'), 'write');
    const urgent = mutex.run(async () => void order.push('urgent'), 'page');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mutex.heldFor()).toBeGreaterThan(0);
    release();
    await Promise.all([first, waiting, write, urgent]);
    expect(order).toEqual(['first', 'urgent', 'write', 'waiting']);
    expect(mutex.heldFor()).toBe(0);
  });

  it('goes on after work that fails', async () => {
    const mutex = new Mutex();
    await expect(mutex.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mutex.run(async () => 'next')).resolves.toBe('next');
  });
});
