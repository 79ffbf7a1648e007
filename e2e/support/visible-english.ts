// Finds English a person reads on a screen that should be all Arabic: visible text nodes,
// placeholders, aria-labels, titles, image alt texts, the options of visible selects and the
// document title, toasts included (they are in the DOM). Owner data (what the businesses typed,
// read from the database), brand names, emails, URLs, file formats and numbers are not UI text.
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, SERVICE_ROLE_KEY } from './api.ts';

export interface SeenText {
  text: string;
  /** A short CSS path of the element, to find it. */
  where: string;
}

/** Every text a person can see (or hear from a screen reader) on the page now. */
export async function visibleTexts(page: Page): Promise<SeenText[]> {
  return page.evaluate(() => {
    const seen: { text: string; where: string }[] = [];
    const path = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4;) {
        const cls = e.classList[0] ? `.${e.classList[0]}` : '';
        parts.unshift(`${e.tagName.toLowerCase()}${cls}`);
        e = e.parentElement;
      }
      return parts.join(' > ');
    };
    const shown = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      el.getBoundingClientRect().width > 0;
    // Code a business pastes into its site (the embed snippet) is not translatable text.
    // A textarea's text is its value (what was typed or generated), and an element marked lang="en"
    // (the English input of a bilingual pair, the language switch's "English") is English on purpose.
    const skipped = 'script, style, noscript, template, code, pre, textarea, [lang="en"]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest(skipped) || el.closest('option')) continue;
      if (shown(el)) seen.push({ text, where: path(el) });
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (el.closest(skipped) || !shown(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) seen.push({ text: value, where: `${path(el)}[${name}]` });
      }
    }
    for (const select of document.querySelectorAll('select')) {
      if (!shown(select)) continue;
      for (const option of select.options) {
        const text = option.text.trim();
        if (text) seen.push({ text, where: `${path(select)} option` });
      }
    }
    seen.push({ text: document.title, where: 'title' });
    return seen;
  });
}

const BRANDS = [
  'QR Menu',
  'WhatsApp',
  'Instagram',
  'TikTok',
  'Excel',
  'UTF-8',
  'QR',
  'PNG',
  'SVG',
  'CSV',
  'JSON',
];
const PAPER = /\bA[3-6]\b/g;
// A tax number is written as the tax authority issues it (Oman's VAT number: "OM" and ten digits).
const TAX_NUMBER = /\b[A-Z]{2}\d{8,15}\b/g;
// A keyboard shortcut names the keys as they are printed on them (the toasts' "alt+T").
const SHORTCUT = /\b(alt|ctrl|shift|meta)\+\w\b/gi;
const EMAIL = /[^\s@()«»"]+@[^\s@()«»"]+/g;
const URL_LIKE = /(https?:\/\/|www\.)\S+|\b[\w.-]+:\d+\/\S*|(?<![\w])\/[\w./?=&%-]+/g;
// The language switch names each language in itself, as every multilingual site does.
const OWN_NAMES = new Set(['English']);

/** What the businesses typed (their names, categories, items, options, tables), from the database. */
export async function ownerTexts(request: APIRequestContext): Promise<string[]> {
  const read = async (table: string, columns: string) => {
    const response = await request.get(`/rest/v1/${table}?select=${columns}`, {
      headers: authHeaders(SERVICE_ROLE_KEY),
    });
    if (!response.ok()) throw new Error(`${table}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>[];
  };
  const rows = [
    ...(await read('businesses', 'name,category,description,headline,slug,email,table_labels')),
    ...(await read('categories', 'name')),
    ...(await read('menu_items', 'name,description')),
    ...(await read('item_option_groups', 'name')),
    ...(await read('item_option_choices', 'name')),
  ];
  const texts = rows.flatMap((row) =>
    Object.values(row).flatMap((value) => (Array.isArray(value) ? value : [value])),
  );
  return [
    ...new Set(texts.filter((t): t is string => typeof t === 'string' && t.trim().length > 1)),
  ].sort((a, b) => b.length - a.length);
}

/** The seen texts that still hold an English word once owner data and the allowed words are out. */
export function englishLeft(seen: SeenText[], owner: string[]): SeenText[] {
  return seen.filter(({ text }) => {
    if (OWN_NAMES.has(text)) return false;
    // Before owner data: a table named "12" would cut a tax number in two.
    let rest = text.replace(EMAIL, ' ').replace(URL_LIKE, ' ').replace(TAX_NUMBER, ' ');
    for (const value of owner) rest = rest.split(value.trim()).join(' ');
    for (const brand of BRANDS) rest = rest.split(brand).join(' ');
    rest = rest.replace(PAPER, ' ').replace(SHORTCUT, ' ');
    return /[A-Za-z]{2,}/.test(rest);
  });
}

/** English texts on the page now, as lines for an assertion message (empty when none). */
export async function englishOnPage(page: Page, owner: string[]): Promise<string[]> {
  const left = englishLeft(await visibleTexts(page), owner);
  return [
    ...new Set(
      left.map(({ text, where }) => `${new URL(page.url()).pathname}: "${text}" at ${where}`),
    ),
  ];
}
