// The customer menu's design tokens (widget and the admin's preview), the only place its colours are written (a unit test keeps every other
// widget stylesheet on these variables). The public ones come from --qr-menu-* custom properties,
// which cross the shadow boundary, so a host page can theme the menu; the rest are fixed.
// Short names on purpose: every byte counts against the 15 KB gzip first-paint budget.
export const themeCss =
  '.qm{--a:var(--qr-menu-accent,#a4441f);--at:var(--qr-menu-accent-text,#fff);--bg:var(--qr-menu-bg,#faf6f0);--sf:var(--qr-menu-surface,#fff);--tx:var(--qr-menu-text,#2b2118);--mu:var(--qr-menu-muted,#6b5b4e);--bd:var(--qr-menu-border,#e8dccd);--r:var(--qr-menu-radius,14px);' +
  // ok/er: open, closed, errors and the send button; ov: overlays and the banner's shade; sh: shadows.
  '--ok:#1d7348;--er:#b42318;--es:#fdecea;--et:#8c1d18;--bn:#3b2a1e;--wt:#fff;--ink:#000;--ov:#140c0680;--o1:#140c0650;--o2:#140c06e6;--sh:#2b211850;--sd:#0003}';
