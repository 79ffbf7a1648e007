// The request headers that shape a PostgREST response: Prefer and Accept.
import type { IncomingMessage } from 'node:http';
import { RestError } from './errors.ts';

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  /** `params=single-object`: the whole POST body is the function's one json argument. */
  params?: 'single-object';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  /** `max-affected=n`: honoured with `handling=strict` only, as PostgREST 12 does. */
  maxAffected?: number;
  /** Preferences PostgREST does not know; `handling=strict` refuses them (PGRST122). */
  invalid?: string[];
}

const ACCEPTED: Record<string, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  params: ['single-object'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

// PostgREST reads max-affected with Haskell's `read` into an Int64; anything else is ignored.
const MAX_AFFECTED = /^max-affected=(-?\d{1,18})$/;

/** The Prefer headers as PostgREST 12 reads them: comma-separated, the first of each kind wins. */
export function parsePrefer(req: IncomingMessage): Preferences {
  const raw = req.headers.prefer;
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const invalid: string[] = [];
  const prefs: Preferences = { invalid };
  const chosen = prefs as unknown as Record<string, string | number | undefined>;
  for (const part of text.split(',')) {
    const pref = part.trim();
    if (pref === '') continue;
    const affected = MAX_AFFECTED.exec(pref);
    if (affected) {
      prefs.maxAffected ??= Number(affected[1]);
      continue;
    }
    const eq = pref.indexOf('=');
    const key = eq < 0 ? pref : pref.slice(0, eq);
    const value = eq < 0 ? '' : pref.slice(eq + 1);
    if (ACCEPTED[key]?.includes(value)) {
      chosen[key] ??= value;
    } else if (!/^(max-affected|timezone)=/.test(pref) && invalid.length < 20) {
      invalid.push(pref.slice(0, 100));
    }
  }
  if (prefs.handling === 'strict' && invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

type Applied =
  'resolution' | 'missing' | 'return' | 'params' | 'count' | 'handling' | 'maxAffected';

/** What each kind of request reports as applied (PostgREST's Response.hs). */
export const APPLIED: Record<'read' | 'insert' | 'update' | 'delete' | 'rpc', Applied[]> = {
  read: ['count', 'handling'],
  insert: ['resolution', 'missing', 'return', 'count', 'handling'],
  update: ['missing', 'return', 'count', 'handling', 'maxAffected'],
  delete: ['return', 'count', 'handling', 'maxAffected'],
  rpc: ['params', 'count', 'handling', 'maxAffected'],
};

/** PostgREST's Preference-Applied value for the preferences a request honoured, in its order. */
export function preferenceApplied(prefs: Preferences, applies: Applied[]): string | undefined {
  const on = new Set(applies);
  const values = [
    on.has('resolution') && prefs.resolution ? `resolution=${prefs.resolution}` : undefined,
    on.has('missing') && prefs.missing ? `missing=${prefs.missing}` : undefined,
    on.has('return') && prefs.return ? `return=${prefs.return}` : undefined,
    on.has('params') && prefs.params ? `params=${prefs.params}` : undefined,
    on.has('count') && prefs.count ? `count=${prefs.count}` : undefined,
    on.has('handling') && prefs.handling ? `handling=${prefs.handling}` : undefined,
    on.has('maxAffected') && prefs.handling === 'strict' && prefs.maxAffected !== undefined
      ? `max-affected=${prefs.maxAffected}`
      : undefined,
  ].filter((v) => v !== undefined);
  return values.length ? values.join(', ') : undefined;
}

export interface AcceptedMedia {
  /** `application/vnd.pgrst.object+json`: exactly one row, returned as an object. */
  single: boolean;
  stripNulls: boolean;
  /** `text/csv`: rows as CSV with a header line. */
  csv: boolean;
}

export function parseAccept(req: IncomingMessage): AcceptedMedia {
  const accept = (req.headers.accept ?? '').toLowerCase();
  const single = accept.includes('application/vnd.pgrst.object+json');
  const csv = !single && /(^|,|\s)text\/csv/.test(accept);
  const known =
    accept === '' ||
    single ||
    csv ||
    /(^|,|\s)(\*\/\*|application\/json|application\/\*|application\/vnd\.pgrst\.array\+json)/.test(
      accept,
    );
  if (!known) {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
  }
  return { single, stripNulls: /nulls=stripped/.test(accept), csv };
}
