import { useCallback, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { SignedInAccess } from '../../features/auth/api/get-access.ts';
import { signOut } from '../../features/auth/api/sign-out.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { storeBusinessHint } from '../../lib/business/business-hint.ts';
import { MyBusinessProvider } from '../../lib/business/my-business-provider.tsx';
import { homeOf, mayOpen, pageOfPath } from '../../lib/business/roles.ts';
import { adminText } from '../../lib/i18n/admin-text.ts';

/**
 * The business of an /admin page with the role the database gives the user. Someone who loses their
 * role (removed from the team, a revoked device) is told so and signed out within seconds.
 */
export function TeamBusiness({
  access,
  children,
}: {
  access: SignedInAccess;
  children: ReactNode;
}) {
  const client = useClient();
  const navigate = useNavigate();
  const onRoleLost = useCallback(() => {
    const message = adminText().team.youWereRemoved;
    toast.error(message, { id: message });
    void signOut(client)
      .catch(() => undefined)
      .finally(() => void navigate('/login', { replace: true }));
  }, [client, navigate]);
  // The next cold open of the menu asks for this business's reads at once (admin/early-read.ts).
  const businessId = access.business?.id;
  useEffect(() => {
    if (businessId) storeBusinessHint(access.userId, businessId);
  }, [access.userId, businessId]);
  if (!access.business) return null;
  return (
    <MyBusinessProvider
      initial={access.business}
      // The superadmin with a business of their own, or an owner, when the answer was missing.
      initialRole={access.businessRole ?? 'owner'}
      initialBranchId={access.branchId ?? access.business.id}
      {...(access.branches && { initialBranches: access.branches })}
      onRoleLost={onRoleLost}
    >
      {children}
    </MyBusinessProvider>
  );
}

/** A page the role may not use sends it to its home (the board for the floor staff). */
export function RoleGate({ children }: { children: ReactNode }) {
  const { role } = useMyBusiness();
  const { pathname } = useLocation();
  const page = pageOfPath(pathname);
  if (page && !mayOpen(role, page)) return <Navigate to={homeOf(role)} replace />;
  return <>{children}</>;
}
