import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BrandBar } from '../../lib/ui/brand-bar.tsx';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { accessQuery } from '../../features/auth/api/access-query.ts';
import { RegisterBusinessForm } from '../../features/business/components/register-business-form.tsx';
import { useRegisterBusiness } from '../../features/business/hooks/use-register-business.ts';
import { useLogout } from '../layouts/use-logout.ts';
import { useAccountLang } from '../../lib/api/account-lang.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { LanguageSwitch } from '../../lib/i18n/language-switch.tsx';
import './login.css';
import { Button, buttonClass } from '../../lib/ui/button.tsx';

/** /register-business: a signed-in user without a business registers one. */
export default function RegisterBusinessRoute() {
  const navigate = useNavigate();
  const { t, lang } = useI18n();
  const client = useClient();
  // Signed in here: the account's mails follow the language chosen on this page too.
  useAccountLang(lang);
  const { checkSlug, register, busy, error } = useRegisterBusiness();
  const { logout, loggingOut } = useLogout();

  // One business per owner: someone who already has one goes to their dashboard instead. If the
  // check itself fails the form still shows; the insert would then report the real problem.
  const access = useQuery(accessQuery(client));
  const answered = access.isFetchedAfterMount;
  const business = answered ? access.data?.business : undefined;
  const checking = !answered || !!business;
  const signedIn = answered && access.data != null;
  useEffect(() => {
    if (business) void navigate('/admin/dashboard', { replace: true });
  }, [business, navigate]);

  return (
    <div className="login-page">
      <title>{t.register.title}</title>
      <BrandBar>
        <LanguageSwitch />
        {signedIn ? (
          <Button variant="secondary" onClick={() => void logout()} disabled={loggingOut}>
            {t.common.logout}
          </Button>
        ) : (
          !checking && (
            <Link to="/login" className={buttonClass('secondary')}>
              {t.common.login}
            </Link>
          )
        )}
      </BrandBar>
      <main className="login-page__main">
        {checking ? (
          <PageStatus busy>{t.register.checkingAccount}</PageStatus>
        ) : (
          <RegisterBusinessForm
            origin={window.location.origin}
            checkSlug={checkSlug}
            onSubmit={register}
            onInvalid={(message) => toast.error(message)}
            busy={busy}
            error={error}
          />
        )}
      </main>
    </div>
  );
}
