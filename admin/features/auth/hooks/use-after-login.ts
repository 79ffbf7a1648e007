import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { adminDictionaries } from '../../../lib/i18n/admin-text.ts';
import { useLangNow } from '../../../lib/i18n/use-lang-now.ts';
import { routeAfterLogin } from '../lib/access-rules.ts';
import { guardMessage } from '../lib/guard-message.ts';
import { getAccess } from '../api/get-access.ts';
import { signOut } from '../api/sign-out.ts';

/** docs/guide/product.md section 4: once signed in, send the user where they belong (or sign them out). */
export function useAfterLogin() {
  const navigate = useNavigate();
  const client = useClient();
  const langNow = useLangNow();
  return useCallback(async () => {
    try {
      const access = await getAccess(client);
      if (!access) return;
      const decision = routeAfterLogin(access);
      if (decision.kind === 'sign-out') {
        // A fixed id so the same message from the guard and the login screen shows once.
        const message = guardMessage(decision.message);
        toast[decision.level](message, { id: message });
        await signOut(client);
      } else if (decision.kind === 'redirect') {
        void navigate(decision.to, { replace: true });
      }
    } catch (error) {
      const lang = langNow();
      toast.error(adminDictionaries[lang].auth.loginFailed(errorText(error, lang)));
    }
  }, [client, langNow, navigate]);
}
