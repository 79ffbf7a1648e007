import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { adminDictionaries } from '../../../lib/i18n/admin-text.ts';
import { useLangNow } from '../../../lib/i18n/use-lang-now.ts';
import { resendConfirmation } from '../api/resend-confirmation.ts';
import { needsConfirmation, signIn } from '../api/sign-in.ts';
import { signUp } from '../api/sign-up.ts';
import type { AuthMode } from '../components/auth-form.tsx';
import { useAfterLogin } from './use-after-login.ts';

interface Credentials {
  email: string;
  password: string;
  mode: AuthMode;
}

/**
 * The login page's log in, sign up and resend, as mutations: busy while one runs, and each failure
 * toasted with what was being done ("Login failed: …"), in the language on screen when it fails.
 */
export function useCredentialActions(onSignedUpUnconfirmed: () => void) {
  const client = useClient();
  const langNow = useLangNow();
  const afterLogin = useAfterLogin();
  const text = () => adminDictionaries[langNow()].auth;

  const submit = useMutation({
    mutationFn: async ({ email, password, mode }: Credentials): Promise<boolean> => {
      if (mode === 'signup') {
        const { signedIn } = await signUp(client, email, password, langNow());
        if (signedIn) await afterLogin();
        return signedIn;
      }
      await signIn(client, email, password);
      await afterLogin();
      return true;
    },
    // The toast below names the action, so the default one is not wanted.
    meta: { errorShownBy: 'form' },
    onSuccess: (signedIn) => {
      if (signedIn) return;
      toast.success(text().checkEmail);
      onSignedUpUnconfirmed();
    },
    onError: (error, { mode }) => {
      if (mode === 'login' && needsConfirmation(error))
        return void toast.warning(text().confirmFirst);
      const message = errorText(error, langNow());
      toast.error(mode === 'signup' ? text().signUpFailed(message) : text().loginFailed(message));
    },
  });

  const resend = useMutation({
    mutationFn: (email: string) => resendConfirmation(client, email),
    meta: { errorShownBy: 'form' },
    onSuccess: () => toast.success(text().resent),
    onError: (error) => toast.error(text().resendFailed(errorText(error, langNow()))),
  });

  return {
    submit: (credentials: Credentials) => submit.mutate(credentials),
    resend: (email: string) => resend.mutate(email),
    busy: submit.isPending || resend.isPending,
  };
}
