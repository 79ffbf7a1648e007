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
}

export function parsePrefer(req: IncomingMessage): Preferences {
  const raw = req.headers.prefer;
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const prefs: Preferences = {};
  for (const part of text.split(',')) {
    const [key = '', value = ''] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (
      key === 'return' &&
      (value === 'representation' || value === 'minimal' || value === 'headers-only')
    ) {
      prefs.return = value;
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = value;
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      prefs.resolution = value;
    } else if (key === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
    } else if (key === 'params' && value === 'single-object') {
      prefs.params = value;
    }
  }
  return prefs;
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
