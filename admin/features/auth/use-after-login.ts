import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-error.ts';
import { routeAfterLogin } from './access-rules.ts';
import { getAccess } from './api/get-access.ts';
import { signOut } from './api/sign-out.ts';

export const UNVERIFIED_EMAIL = 'Your Email is not verified yet. Please check your Inbox!';

/** SPEC.md section 4: once signed in, send the user where they belong (or sign them out). */
export function useAfterLogin() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const access = await getAccess();
      if (!access) return;
      if (!access.emailConfirmed) {
        toast.warning(UNVERIFIED_EMAIL);
        await signOut();
        return;
      }
      const decision = routeAfterLogin(access);
      if (decision.kind !== 'redirect') return;
      if (decision.message) {
        // Staying signed in would only bounce the user between /login and the guard.
        toast.error(decision.message, { id: decision.message });
        await signOut();
        return;
      }
      navigate(decision.to, { replace: true });
    } catch (error) {
      toast.error(`Login failed: ${errorMessage(error)}`);
    }
  }, [navigate]);
}
