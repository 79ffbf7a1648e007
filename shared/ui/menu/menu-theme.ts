// The customer menu's design tokens (widget and the admin's preview), the only place its colours
// are written (a unit test keeps every other widget stylesheet on these variables). The public ones
// come from --qr-menu-* custom properties, which cross the shadow boundary, so a host page can theme
// the menu (docs/customer-menu.md); the rest are fixed. The --menu-* names are private: the widget
// builds shorten them (shared/short-names.ts), the public ones keep their names.
import { css } from './css.ts';

export const themeCss = css`
  .qm-menu {
    --menu-accent: var(--qr-menu-accent, #a4441f);
    --menu-accent-text: var(--qr-menu-accent-text, #fff);
    --menu-background: var(--qr-menu-bg, #faf6f0);
    --menu-surface: var(--qr-menu-surface, #fff);
    --menu-text: var(--qr-menu-text, #2b2118);
    --menu-muted: var(--qr-menu-muted, #6b5b4e);
    --menu-border: var(--qr-menu-border, #e8dccd);
    --menu-radius: var(--qr-menu-radius, 14px);
    /* Open, closed, errors and the send button. */
    --menu-success: #1d7348;
    --menu-danger: #b42318;
    --menu-danger-soft: #fdecea;
    --menu-danger-text: #8c1d18;
    /* The banner behind a business without a photo, and text on it. */
    --menu-banner: #3b2a1e;
    --menu-on-dark: #fff;
    --menu-ink: #000;
    /* Overlays, the banner photo's shade (top to bottom) and shadows. */
    --menu-overlay: #140c0680;
    --menu-shade-top: #140c0650;
    --menu-shade-bottom: #140c06e6;
    --menu-shadow: #2b211850;
    --menu-shadow-soft: #0003;
  }
`;
