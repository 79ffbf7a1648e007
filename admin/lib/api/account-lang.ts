import type { Lang } from '../../../shared/domain/i18n.ts';
import type { AppClient } from './client.ts';

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
