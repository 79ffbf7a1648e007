import type { ReactNode } from 'react';
import { BrandBar } from '../../../lib/ui/brand-bar.tsx';
import { LanguageSwitch } from '../../../lib/i18n/language-switch.tsx';

/** The signed-out pages' frame (forgot and reset password): brand bar, then one centred column. */
export function AuthPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="login-page">
      <title>{title}</title>
      <BrandBar>
        <LanguageSwitch />
      </BrandBar>
      <main className="login-page__main login-page__stack">{children}</main>
    </div>
  );
}
