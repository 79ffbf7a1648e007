// Rules for what the sheet's chunk adds to the menu (badges, calories, badge chips, the sold-out
// notice), shipped with that chunk rather than with qr-menu.js. Same conventions as menu-css.ts.
export const extrasCss = `
.qm-fa{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0;padding:0;font-size:.75em;color:var(--mu)}
.qm-fa li{padding:0 6px;border:1px solid var(--bd);border-radius:99px}
.qm-bf{display:flex;gap:8px;overflow-x:auto;padding:8px 16px 0}
.qm-bf .qm-c{min-height:36px;padding:0 12px;font-weight:400}
.qm-nt{margin:12px 16px 0;padding:10px 12px;border-radius:var(--r);background:var(--es);color:var(--et)}
.qm-nt ul{margin:6px 0 8px;padding-inline-start:20px}
.qm-nt .qm-c{min-height:36px;background:none;border-color:currentColor;color:inherit}
`;
