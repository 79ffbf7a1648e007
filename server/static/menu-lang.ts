// The language of the hosted menu page's first paint, chosen on the server by the element's own rule
// (precedenceLang in shared/domain/i18n.ts): ?lang=, then the customer's earlier choice with the
// switch (a cookie the element writes beside its localStorage), then the phone's languages (the
// Accept-Language header it sends, as navigator.languages), then the business's primary language;
// each only when the business offers it. The page passes the result to the element as its lang
// attribute, so the element's first render is in the same language as the HTML.
import { LANG_COOKIE, precedenceLang, primaryLang, type Lang } from '../../shared/domain/i18n.ts';

export interface LangRequest {
  /** ?lang= */
  query: string | null;
  /** The Cookie header. */
  cookie: string | undefined;
  /** The Accept-Language header. */
  acceptLanguage: string | undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** "ar-OM,ar;q=0.9,en;q=0.8" -> the tags, most preferred first (q=0 means "not this one"). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The first paint's language, among those the business offers. */
export function chooseMenuLang(
  request: LangRequest,
  offered: readonly Lang[],
  primary: string,
): Lang {
  return precedenceLang(
    [
      request.query,
      cookieValue(request.cookie, LANG_COOKIE),
      ...acceptedLanguages(request.acceptLanguage),
    ],
    offered,
    primaryLang(primary, offered),
  );
}
