// POST /_dev/csp-report: Content-Security-Policy violations the browsers report, printed and kept
// (newest 200) so the end-to-end run can fail on any; GET lists them to this machine only, with the
// dev token (browsers post reports without one).
import type { Database } from '../db/database.ts';
import type { Handler } from './context.ts';
import { fromThisMachine } from './client-address.ts';
import { requireDevToken } from './dev-token.ts';

const LIMIT = 200;
const reports = new WeakMap<Database, unknown[]>();

function reportsOf(db: Database): unknown[] {
  let list = reports.get(db);
  if (!list) {
    list = [];
    reports.set(db, list);
  }
  return list;
}

export const handleCspReport: Handler = async (ctx) => {
  if (ctx.method === 'GET') {
    if (!fromThisMachine(ctx.req)) {
      ctx.json(403, { message: 'CSP reports are only readable from this machine.' });
      return;
    }
    if (!requireDevToken(ctx)) return;
    ctx.json(200, reportsOf(ctx.db), { 'cache-control': 'no-store' });
    return;
  }
  if (ctx.method !== 'POST') {
    ctx.json(405, { message: 'Method not allowed' }, { allow: 'GET, POST' });
    return;
  }
  let report: unknown;
  try {
    report = JSON.parse((await ctx.readBody(16 * 1024)).toString('utf8'));
  } catch {
    ctx.json(400, { message: 'A CSP report is a JSON document.' });
    return;
  }
  const list = reportsOf(ctx.db);
  list.push(report);
  if (list.length > LIMIT) list.shift();
  console.warn('[csp] violation reported:', JSON.stringify(report).slice(0, 500));
  ctx.send(204);
};
