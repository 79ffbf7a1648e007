// Arabic counts by CLDR's rules (Intl.PluralRules('ar')): one, two (the dual), few (3-10 and
// 103-110: the plural), many (11-99 and 111-199: the singular accusative), other (100-102, 200...:
// the singular). A hand-written rule gets 0 and 100-110 wrong; the browser's does not.

const arabicPlural = new Intl.PluralRules('ar');

/**
 * "طاولة واحدة", "طاولتان", "3 طاولات", "11 طاولة"...: `one` and `two` are whole phrases (Arabic
 * says them without the digit); `few` and `many` follow the number. Zero reads as the plural
 * ("0 أصناف"); 100-102 and 200... take `many`, the closest the four forms come.
 */
export function arabicCount(
  n: number,
  one: string,
  two: string,
  few: string,
  many: string,
): string {
  const rule = arabicPlural.select(n);
  if (rule === 'one') return one;
  if (rule === 'two') return two;
  return `${n} ${rule === 'few' || rule === 'zero' ? few : many}`;
}
