import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { dirOf, type Lang } from '../../../shared/domain/i18n.ts';
import { LanguageContext, type LanguageValue } from './language-context.ts';
import { applyLang, currentLang, dictionaries } from './language.ts';

export interface LanguageProviderProps {
  /** Fixed language (Storybook's locale toolbar); the app omits it and uses the remembered one. */
  lang?: Lang;
  children: ReactNode;
}

/** Holds the admin app's language; switching it is remembered on this device. */
export function LanguageProvider({ lang: fixed, children }: LanguageProviderProps) {
  const [chosen, setChosen] = useState<Lang>(() => fixed ?? currentLang());
  const lang = fixed ?? chosen;
  const setLang = useCallback(
    (next: Lang) => {
      applyLang(next, fixed === undefined);
      setChosen(next);
    },
    [fixed],
  );
  const value = useMemo<LanguageValue>(
    () => ({ lang, dir: dirOf(lang), t: dictionaries[lang], setLang }),
    [lang, setLang],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
