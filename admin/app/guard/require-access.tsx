import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from 'sonner';
import { accessQuery } from '../../features/auth/api/access-query.ts';
import type { SignedInAccess } from '../../features/auth/api/get-access.ts';
import { onSignedOut } from '../../features/auth/api/on-signed-out.ts';
import { decideAccess, type Area } from '../../features/auth/lib/access-rules.ts';
import { errorText } from '../../lib/api/errors.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { guardMessage } from '../../features/auth/lib/guard-message.ts';

/**
 * docs/guide/product.md section 6: checking, then allowed or redirected. The database enforces the same rules
 * (row level security); this is for a good experience, not for security.
 */
export function RequireAccess({
  area,
  children,
}: {
  area: Area;
  children: (access: SignedInAccess) => ReactNode;
}) {
  const { lang, t } = useI18n();
  const client = useClient();
  const query = useQuery(accessQuery(client));
  // Signing out in another tab (or an expired refresh token) leaves the guarded pages at once.
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => onSignedOut(client, () => setSignedOut(true)), [client]);

  // Decided only on an answer asked for on this arrival (see accessQuery).
  const checked = query.isFetchedAfterMount && query.isSuccess;
  const access = checked ? query.data : undefined;
  const decision = checked ? decideAccess(query.data, area) : undefined;
  const message = decision?.kind === 'redirect' ? decision.message : undefined;
  useEffect(() => {
    // A fixed id so the same message from the guard and the login screen shows once.
    if (message) toast.error(guardMessage(message), { id: guardMessage(message) });
  }, [message]);

  if (signedOut) return <Navigate to="/login" replace />;
  if (query.isError && query.isFetchedAfterMount) {
    return (
      <PageStatus
        tone="error"
        action={{ label: t.common.tryAgain, onClick: () => void query.refetch() }}
      >
        {t.common.error(errorText(query.error, lang))}
      </PageStatus>
    );
  }
  if (decision?.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision?.kind === 'allow' && access) return <>{children(access)}</>;
  return <PageStatus busy>{t.guard.checking}</PageStatus>;
}
