// The customer menu's design tokens (widget and the admin's preview), the only place its colours
// are written (a unit test keeps every other widget stylesheet on these variables). The public ones
// come from --qr-menu-* custom properties, which cross the shadow boundary, so a host page can theme
// the menu (docs/reference/qr-menu.md); the rest are fixed. The --menu-* names are private: the widget
// builds shorten them (shared/short-names.ts), the public ones keep their names. The public colours'
// defaults are the palette the server's pages use too (shared/domain/menu-palette.ts); the widget
// builds write them into the stylesheet (scripts/widget-mangle.ts).
import { MENU_PALETTE } from '../../domain/menu-palette.ts';
import { css } from './css.ts';

export const themeCss = css`
  .qm-menu {
    --menu-accent: var(--qr-menu-accent, ${MENU_PALETTE.accent});
    --menu-accent-text: var(--qr-menu-accent-text, #fff);
    --menu-background: var(--qr-menu-bg, ${MENU_PALETTE.background});
    --menu-surface: var(--qr-menu-surface, #fff);
    --menu-text: var(--qr-menu-text, ${MENU_PALETTE.text});
    --menu-muted: var(--qr-menu-muted, ${MENU_PALETTE.muted});
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
    --menu-shadow: ${MENU_PALETTE.text}50;
    --menu-shadow-soft: #0003;
  }
`;
