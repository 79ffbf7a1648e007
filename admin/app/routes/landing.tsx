import { toast } from 'sonner';
import { Hero } from '../../features/landing/components/hero.tsx';
import {
  ReservationForm,
  reservationMessage,
} from '../../features/landing/components/reservation-form.tsx';
import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { SiteHeader } from '../../features/landing/components/site-header.tsx';
import { SpecialMenu } from '../../features/landing/components/special-menu.tsx';
import { contactLink } from '../../features/landing/lib/provider-contact.ts';
import { useSiteText } from '../../lib/i18n/site-text.ts';
import '../../features/landing/components/landing.css';

/** /: the public landing page. It imports nothing of the admin screens or the backend client. */
export default function LandingRoute() {
  const { t } = useSiteText();
  const contactHref = contactLink(t.site.contactMessage);
  return (
    <div className="public-page">
      <title>{t.landing.title}</title>
      <SiteHeader contactHref={contactHref} />
      <main>
        <Hero />
        <SpecialMenu />
        <ReservationForm
          onInvalid={(message) => toast.error(message)}
          onSubmit={(reservation) => {
            window.open(
              contactLink(reservationMessage(reservation, t.landing.reservation)),
              '_blank',
              'noopener',
            );
            toast.success(t.landing.reservation.opening);
          }}
        />
      </main>
      <SiteFooter contactHref={contactHref} />
    </div>
  );
}
