import type { Lang } from '../../../shared/domain/i18n.ts';

/** "23 Nov" / "23 نوفمبر": a Muscat day (YYYY-MM-DD) for people, Western digits in both. */
export function dayLabel(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
