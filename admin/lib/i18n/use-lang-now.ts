import { useCallback, useEffect, useRef } from 'react';
import type { Lang } from '../../../shared/domain/i18n.ts';
import { useLang } from './language-state.ts';

/**
 * The language shown at the moment it is asked, as a function that never changes: a message
 * shown after an await follows a switch made while waiting, and a callback built on it stays
 * stable (an effect that runs it once on arrival does not run again on a switch).
 */
export function useLangNow(): () => Lang {
  const { lang } = useLang();
  const shown = useRef(lang);
  useEffect(() => {
    shown.current = lang;
  }, [lang]);
  return useCallback(() => shown.current, []);
}
