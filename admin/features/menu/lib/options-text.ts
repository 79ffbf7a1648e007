// An item's options as one spreadsheet cell (menu import and export), for example
//   Size [1-1]: Small / صغير; Large / كبير +0.300 | Extras [0-3]: Ginger / زنجبيل +0.100 (sold out)
// Groups are separated by "|", choices by ";", a group's name from its choices by ":", English from
// Arabic by "/". "[min-max]" says how many choices a customer picks (min 1 or more: required;
// "[1-1]" when left out). A choice may end in "+price" (OMR) and "(sold out)". A backslash makes the
// next character plain text, so names may contain these characters ("Hot\/Cold").
// The text becomes the option editor's drafts, so checkOptionDrafts checks it with the same rules.
import { emptyChoice, newKey, type ChoiceDraft, type GroupDraft } from './option-drafts.ts';

const SPECIAL = '\\|;:/[]()+';
// Escaped special characters are parked in the Private Use Area while the text is split.
const PARKED = 0xe000;

const park = (text: string) =>
  text.replace(/\\(.)/gu, (whole, char: string) => {
    const index = SPECIAL.indexOf(char);
    return index < 0 ? char : String.fromCharCode(PARKED + index);
  });

const unpark = (text: string) =>
  text.replace(/[\ue000-\ue009]/gu, (char) => SPECIAL[char.charCodeAt(0) - PARKED] ?? char);

const escape = (text: string) =>
  [...text].map((char) => (SPECIAL.includes(char) ? `\\${char}` : char)).join('');

function names(text: string): { name: string; nameAr: string } {
  const [name = '', ...rest] = text.split('/');
  return { name: unpark(name).trim(), nameAr: unpark(rest.join('/')).trim() };
}

function formatNames(name: string, nameAr: string): string {
  if (!nameAr) return escape(name);
  return name ? `${escape(name)} / ${escape(nameAr)}` : `/ ${escape(nameAr)}`;
}

export type OptionsTextResult =
  { ok: true; groups: GroupDraft[] } | { ok: false; problem: 'rule' | 'colon' };

const RULE = /\[\s*(\d{1,3})\s*(?:-\s*(\d{1,3})\s*)?\]\s*$/u;
const PRICE = /\+\s*([^+\s]*)\s*$/u;
const SOLD_OUT = /\(\s*sold out\s*\)\s*$/iu;

function parseChoice(text: string): ChoiceDraft {
  let rest = text.trim();
  const soldOut = SOLD_OUT.test(rest);
  rest = rest.replace(SOLD_OUT, '').trim();
  const price = PRICE.exec(rest);
  if (price) rest = rest.slice(0, price.index).trim();
  return { ...emptyChoice(), ...names(rest), price: unpark(price?.[1] ?? ''), soldOut };
}

/** The drafts the text describes, or what is wrong with its shape (the drafts' rules come later). */
export function parseOptionsText(text: string): OptionsTextResult {
  const parked = park(text).trim();
  if (parked === '') return { ok: true, groups: [] };
  const groups: GroupDraft[] = [];
  for (const part of parked.split('|')) {
    const colon = part.indexOf(':');
    if (colon < 0) return { ok: false, problem: 'colon' };
    let header = part.slice(0, colon).trim();
    const rule = RULE.exec(header);
    if (!rule && /[[\]]/u.test(header)) return { ok: false, problem: 'rule' };
    if (rule) header = header.slice(0, rule.index).trim();
    const min = rule?.[1] ?? '1';
    const max = rule?.[2] ?? (rule ? min : '1');
    const choices = part
      .slice(colon + 1)
      .split(';')
      .filter((choice) => choice.trim() !== '')
      .map(parseChoice);
    groups.push({
      key: newKey(),
      ...names(header),
      required: Number(min) >= 1,
      min,
      max,
      choices,
    });
  }
  return { ok: true, groups };
}

/** The cell for drafts (the saved groups through draftsFrom); "" for an item without options. */
export function formatOptionsText(groups: readonly GroupDraft[]): string {
  return groups
    .map((group) => {
      const min = group.required ? group.min : '0';
      const choices = group.choices.map((choice) => {
        const price = choice.price && choice.price !== '0.000' ? ` +${choice.price}` : '';
        return `${formatNames(choice.name, choice.nameAr)}${price}${choice.soldOut ? ' (sold out)' : ''}`;
      });
      return `${formatNames(group.name, group.nameAr)} [${min}-${group.max}]: ${choices.join('; ')}`;
    })
    .join(' | ');
}
