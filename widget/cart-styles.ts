// The cart panel's rules, loaded with the panel (widget/cart-chunk.ts) rather than with qr-menu.js:
// a menu's first paint does not need them. Same conventions as shared/ui/menu/menu-css.ts.
export const cartCss = `
.qm-sc{position:fixed;inset:0;z-index:4;background:var(--ov)}
.qm-p{position:fixed;z-index:5;top:0;bottom:0;inset-inline-end:0;display:flex;flex-direction:column;width:min(420px,100%);background:var(--sf);animation:qm-in .25s ease-out}
.qm-p:dir(rtl){animation-name:qm-rtl}
.qm-hd,.qm-ft{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:16px;border-bottom:1px solid var(--bd)}
.qm-ft{flex-direction:column;align-items:stretch;border:0;border-top:1px solid var(--bd)}
.qm-hd h2{font-size:1.3em}
.qm-x{font-size:1.5em}
.qm-sb{flex:1;overflow-y:auto}
.qm-ls{list-style:none;margin:0;padding:0 16px}
.qm-l{display:flex;align-items:center;gap:10px;padding:12px 0;border-bottom:1px solid var(--bd);overflow-wrap:anywhere}
.qm-l>span{flex:1;min-width:0}
.qm-l small{display:block;color:var(--mu)}
.qm-sp{display:flex;align-items:center;gap:4px;font-weight:700}
.qm-x,.qm-sp button{width:44px;height:44px;border-radius:99px}
.qm-sp button{border:1px solid var(--bd);font-size:1.25em}
.qm-sp output{min-width:24px;text-align:center}
.qm-tl{display:flex;justify-content:space-between;font-size:1.1em;font-weight:700;white-space:nowrap}
.qm-go{min-height:52px;border-radius:var(--r);background:var(--ok);color:var(--wt);font-weight:700}
.qm-go:disabled{opacity:.5}
.qm-co{display:grid;gap:12px;padding:12px 16px 16px}
.qm-co fieldset{border:0;margin:0;padding:0;display:grid;gap:6px}
.qm-co legend,.qm-co label{font-weight:600}
.qm-co label{display:grid;gap:4px}
.qm-co small{color:var(--mu);font-weight:400}
.qm-co .qm-rd{display:flex;align-items:center;gap:8px;min-height:44px;padding:0 12px;border:1px solid var(--bd);border-radius:var(--r);font-weight:500}
.qm-rd:has(:checked){border-color:var(--a);box-shadow:inset 0 0 0 1px var(--a)}
.qm-co input:not([type]),.qm-co textarea{width:100%;min-height:44px;padding:8px 10px;border:1px solid var(--bd);border-radius:10px;font:inherit;color:inherit;background:var(--sf)}
.qm-co [aria-invalid=true]{border-color:var(--er)}
.qm-er{color:var(--er);font-size:.9em}
.qm-fl{font-size:1em;font-weight:600}
.qm-cn{padding:10px 12px;border-radius:10px;background:var(--bd)}
@keyframes qm-in{from{transform:translateX(100%)}}
@keyframes qm-rtl{from{transform:translateX(-100%)}}
@media (prefers-reduced-motion:reduce){.qm-p{animation:none}}
`;
