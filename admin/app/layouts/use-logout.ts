import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { signOut } from '../../features/auth/api/sign-out.ts';
import { errorMessage } from '../../lib/api/errors.ts';
import { useClient } from '../../lib/api/client-context.tsx';

/** Signs out and goes to /login; a failure is shown, never swallowed. */
export function useLogout() {
  const navigate = useNavigate();
  const client = useClient();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await signOut(client);
      void navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoggingOut(false);
    }
  }, [client, navigate]);
  return { logout, loggingOut };
}
