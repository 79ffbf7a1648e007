// Which language the customer menu shows, and the menu's texts in that language.
import {
  LANGS,
  LANG_COOKIE,
  offeredLangs,
  pickText,
  precedenceLang,
  primaryLang,
  type Lang,
} from '../shared/domain/i18n.ts';
import type { PublicMenu } from './menu-types.ts';
import { readStorage, writeStorage } from './storage.ts';

/** localStorage key of the language the customer chose with the switch, one for every menu. */
export const LANG_STORAGE_KEY = 'qr-menu:lang';

export interface LangSources {
  /** The element's lang attribute (the hosted page passes its ?lang= here). */
  attribute?: string | null | undefined;
  /** What the customer chose with the switch on this device. */
  remembered?: string | null | undefined;
  /** navigator.languages, most preferred first. */
  browser?: readonly string[] | undefined;
}

/**
 * The menu's language, in this order: the lang attribute, the customer's earlier choice, the
 * phone's languages, else the business's primary language; each only when the business offers
 * it. Before the menu has loaded (no menu yet) any of English and Arabic will do.
 */
export function chooseLang(sources: LangSources, menu?: PublicMenu): Lang {
  const offered: readonly Lang[] = menu ? offeredLangs(menu.business.languages) : LANGS;
  return precedenceLang(
    [sources.attribute, sources.remembered, ...(sources.browser ?? [])],
    offered,
    menu ? primaryLang(menu.business.primary_language, offered) : 'en',
  );
}

/** The menu with every text in lang (x = the picked text), for components that show one language. */
export function localizeMenu(menu: PublicMenu, lang: Lang): PublicMenu {
  const { business } = menu;
  const primary = primaryLang(business.primary_language, offeredLangs(business.languages));
  const pick = (en: string | null, ar: string | null) => pickText(en, ar, lang, primary);
  return {
    business: {
      ...business,
      name: pick(business.name, business.name_ar),
      // '' when neither language has one: shown like null, as nothing.
      description: pick(business.description, business.description_ar),
      headline: pick(business.headline, business.headline_ar),
    },
    categories: menu.categories.map((c) => ({ ...c, name: pick(c.name, c.name_ar) })),
    items: menu.items.map((i) => ({
      ...i,
      name: pick(i.name, i.name_ar),
      description: pick(i.description, i.description_ar),
    })),
  };
}

export function readRememberedLang(): string | null {
  return readStorage(LANG_STORAGE_KEY);
}

/** Remembers the switch's choice on this device; `cookie` also tells the hosted page's server. */
export function rememberLang(lang: Lang, cookie = false): void {
  writeStorage(LANG_STORAGE_KEY, lang);
  if (cookie) document.cookie = `${LANG_COOKIE}=${lang};path=/;max-age=31536000;samesite=lax`;
}
