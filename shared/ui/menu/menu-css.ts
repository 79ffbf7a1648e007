// The element's whole stylesheet, rendered inside its shadow root: host CSS cannot reach these
// elements and these rules cannot reach the host page. Colours and radius are the variables of
// ./menu-theme.ts (a host themes them with --qr-menu-* custom properties); no colour is written here.
// Kept terse on purpose: every byte here counts against the 15 KB gzip budget of qr-menu.js.
// Physical sides are never named: inline-start/-end and flex follow dir="rtl" in Arabic.
import { themeCss } from './menu-theme.ts';

export const menuCss =
  themeCss +
  `
:host{all:initial;display:block}
.qm{all:initial;display:block;min-height:100%;padding-bottom:96px;background:var(--bg);color:var(--tx);font:var(--qr-menu-font-size,16px)/1.45 var(--qr-menu-font,system-ui,sans-serif);text-align:start}
.qm *{box-sizing:border-box}
:where(.qm) button{font:inherit;color:inherit;cursor:pointer;border:0;background:none;margin:0;padding:0}
.qm :focus-visible{outline:3px solid var(--a);outline-offset:2px}
.qm h1,.qm h2,.qm h3,.qm p{margin:0}
.qm-st{display:grid;place-items:center;align-content:center;gap:12px;min-height:60vh;padding:20px;text-align:center}
.qm-st p,.qm-t p,.qm-d,.qm-e{color:var(--mu)}
.qm-b{position:relative;min-height:200px;display:flex;align-items:flex-end;color:var(--wt);background:var(--bn);text-shadow:0 1px 4px var(--ink)}
.qm-b>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.qm-b div{position:relative;width:100%;padding:48px 16px 16px;background:linear-gradient(var(--o1),var(--o2))}
.qm-b h1,.qm-t h1{font-size:1.6em;line-height:1.2}
.qm-t{padding:20px 16px 8px}
.qm-os{display:flex;gap:12px;align-items:center;height:36px;padding:0 16px;overflow:hidden;white-space:nowrap;color:var(--mu)}
.qm-os span{overflow:hidden;text-overflow:ellipsis}
.qm-os strong{color:var(--tx)}
.qm-os [data-open=true]{color:var(--ok)}
.qm-os [data-open=false]{color:var(--er)}
.qm-hl{font-style:italic}
.qm-lo{border-radius:12px}
.qm-so a{color:inherit;margin-inline-end:16px;line-height:3}
.qm-hl:lang(ar){font-style:normal}
.qm-lg{display:flex;justify-content:flex-end;gap:8px;padding:12px 16px 0}
.qm-cs{position:sticky;top:0;z-index:2;display:flex;gap:8px;overflow-x:auto;padding:12px 16px;background:var(--bg);border-bottom:1px solid var(--bd)}
.qm-c{flex:none;min-height:44px;padding:0 18px;border:1px solid var(--bd);background:var(--sf);font-weight:600;white-space:nowrap}
.qm-c[aria-pressed=true]{background:var(--a);border-color:var(--a);color:var(--at)}
.qm-g{padding:16px 16px 4px}
.qm-g h2{font-size:1.15em;margin-bottom:12px}
.qm-gr{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px;list-style:none;margin:0;padding:0}
.qm-i{position:relative;display:flex;flex-direction:column;background:var(--sf);border:1px solid var(--bd);border-radius:var(--r);overflow:hidden}
.qm-im{display:grid;place-items:center;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:var(--bd);font-size:2em;color:var(--a)}
@media (scripting:none){.qm-ph{display:none}}
.qm-bd{display:flex;flex:1;flex-direction:column;gap:4px;padding:10px;overflow-wrap:anywhere}
.qm-bd h3{font-size:1em;line-height:1.3}
.qm-nm{text-align:inherit}
.qm-nm:after{content:"";position:absolute;inset:0}
.qm-d{font-size:.85em;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.qm-rw{display:flex;align-items:center;justify-content:space-between;gap:4px;margin-top:auto}
.qm-rw span{font-weight:700;white-space:nowrap;unicode-bidi:isolate}
.qm-ad,.qm-f,.qm-rt{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-width:44px;min-height:44px;padding:0 12px;background:var(--a);color:var(--at);font-weight:700}
.qm-c,.qm-ad,.qm-f,.qm-rt,.qm-n{border-radius:99px}
.qm-n{min-width:24px;padding:0 6px;background:var(--at);color:var(--a)}
.qm-ad{position:relative;padding:0;font-size:1.6em}
.qm-rt{padding:0 28px}
.qm-ad .qm-n{position:absolute;top:-8px;inset-inline-start:-10px;font-size:.5em;line-height:24px;border:2px solid var(--a)}
.qm-e{padding:32px 16px;text-align:center}
.qm-f{position:fixed;z-index:3;left:12px;right:12px;bottom:12px;max-width:560px;margin:auto;min-height:56px;padding:0 18px;box-shadow:0 8px 24px var(--sh)}
.qm-f span:nth-child(2){flex:1;text-align:start}
.qm-out .qm-im,.qm-ad:disabled{filter:grayscale(1);opacity:.5}
@media (min-width:720px){.qm-gr{grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}}
`;
