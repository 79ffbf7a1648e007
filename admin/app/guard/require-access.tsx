import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from 'sonner';
import { getAccess, type SignedInAccess } from '../../features/auth/api/get-access.ts';
import { onSignedOut } from '../../features/auth/api/on-signed-out.ts';
import { decideAccess, type Area } from '../../features/auth/lib/access-rules.ts';
import { errorText } from '../../lib/api/errors.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { guardMessage } from '../../features/auth/lib/guard-message.ts';

type State =
  | { kind: 'checking' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'allowed'; access: SignedInAccess }
  | { kind: 'redirect'; to: string };

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
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    getAccess(client).then(
      (access) => {
        if (!active) return;
        const decision = decideAccess(access, area);
        if (decision.kind === 'allow' && access) return setState({ kind: 'allowed', access });
        if (decision.kind === 'redirect') {
          // A fixed id so the same message from the guard and the login screen shows once.
          if (decision.message) {
            const message = guardMessage(decision.message);
            toast.error(message, { id: message });
          }
          setState({ kind: 'redirect', to: decision.to });
        }
      },
      (error: unknown) => {
        if (active) setState({ kind: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [area, attempt, client]);

  // Signing out in another tab (or an expired refresh token) leaves the guarded pages at once.
  useEffect(
    () => onSignedOut(client, () => setState({ kind: 'redirect', to: '/login' })),
    [client],
  );

  switch (state.kind) {
    case 'checking':
      return <PageStatus busy>{t.guard.checking}</PageStatus>;
    case 'failed':
      return (
        <PageStatus
          tone="error"
          action={{ label: t.common.tryAgain, onClick: () => setAttempt((n) => n + 1) }}
        >
          {t.common.error(errorText(state.error, lang))}
        </PageStatus>
      );
    case 'redirect':
      return <Navigate to={state.to} replace />;
    case 'allowed':
      return <>{children(state.access)}</>;
  }
}
