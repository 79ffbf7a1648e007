import type { Lang } from '../../../shared/domain/i18n.ts';

// One formatter per language: a chart labels up to 90 days per render.
const formats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat('ar-OM-u-nu-latn', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }),
};

/** "23 Nov" / "23 نوفمبر": a Muscat day (YYYY-MM-DD) for people, Western digits in both. */
export function dayLabel(day: string, lang: Lang): string {
  return formats[lang].format(new Date(`${day}T00:00:00Z`));
}
