import { useEffect } from 'react';
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

/** In a signed-in frame: the account's mails follow the screen's language, now and when it changes. */
export function useAccountLang(lang: Lang): void {
  const client = useClient();
  useEffect(() => {
    void rememberAccountLang(client, lang);
  }, [client, lang]);
}
