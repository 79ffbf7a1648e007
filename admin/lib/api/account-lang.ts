import { useEffect, useRef } from 'react';
import type { Lang } from '../../../shared/domain/i18n.ts';
import type { AppClient } from './client.ts';
import { useClient } from './client-context.tsx';

/**
 * Makes the signed-in account's mails (password reset, email change, codes) follow the admin's
 * language: user metadata `lang`, which the auth server's mail templates read. Nothing when no one
 * is signed in or the account already has it; a failure only leaves the mails in the old language.
 */
export async function rememberAccountLang(client: AppClient, lang: Lang): Promise<void> {
  const { data } = await client.auth.getSession();
  const user = data.session?.user;
  if (!user || user.user_metadata?.lang === lang) return;
  await client.auth.updateUser({ data: { lang } }).catch(() => undefined);
}

/**
 * In a signed-in frame: when the person switches the screen's language, the account's mails follow
 * it. Opening a page changes nothing (the account keeps the language it was made or last set in).
 */
export function useAccountLang(lang: Lang): void {
  const client = useClient();
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    void rememberAccountLang(client, lang);
  }, [client, lang]);
}
