import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { signOut } from '../../features/auth/api/sign-out.ts';
import { errorText } from '../../lib/api/errors.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { useLangNow } from '../../lib/i18n/use-lang-now.ts';

/** Signs out and goes to /login; a failure is shown, never swallowed. */
export function useLogout() {
  const navigate = useNavigate();
  const client = useClient();
  const langNow = useLangNow();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await signOut(client);
      void navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorText(error, langNow()));
    } finally {
      setLoggingOut(false);
    }
  }, [client, langNow, navigate]);
  return { logout, loggingOut };
}
