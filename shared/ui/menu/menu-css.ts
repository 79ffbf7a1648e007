// The element's whole stylesheet, rendered inside its shadow root: host CSS cannot reach these
// elements and these rules cannot reach the host page. Colours and radius are the variables of
// ./menu-theme.ts (a host themes them with --qr-menu-* custom properties); no colour is written here.
// Written to be read: the widget builds minify it and shorten its names (docs/guide/widget-name-shortening.md), as it
// counts against the 15 KB gzip budget of qr-menu.js.
// Physical sides are never named: inline-start/-end and flex follow dir="rtl" in Arabic.
import { css } from './css.ts';
import { themeCss } from './menu-theme.ts';

export const menuCss =
  themeCss +
  css`
    :host {
      all: initial;
      display: block;
    }
    .qm-menu {
      all: initial;
      display: block;
      min-height: 100%;
      padding-bottom: 96px;
      background: var(--menu-background);
      color: var(--menu-text);
      font: var(--qr-menu-font-size, 16px)/1.45 var(--qr-menu-font, system-ui, sans-serif);
      text-align: start;
    }
    .qm-menu * {
      box-sizing: border-box;
    }
    :where(.qm-menu) button {
      font: inherit;
      color: inherit;
      cursor: pointer;
      border: 0;
      background: none;
      margin: 0;
      padding: 0;
    }
    .qm-menu :focus-visible {
      outline: 3px solid var(--menu-accent);
      outline-offset: 2px;
    }
    .qm-menu h1,
    .qm-menu h2,
    .qm-menu h3,
    .qm-menu p {
      margin: 0;
    }
    .qm-state {
      display: grid;
      place-items: center;
      align-content: center;
      gap: 12px;
      min-height: 60vh;
      padding: 20px;
      text-align: center;
    }
    .qm-state p,
    .qm-title p,
    .qm-description,
    .qm-empty {
      color: var(--menu-muted);
    }
    .qm-banner {
      position: relative;
      min-height: 200px;
      display: flex;
      align-items: flex-end;
      color: var(--menu-on-dark);
      background: var(--menu-banner);
      text-shadow: 0 1px 4px var(--menu-ink);
    }
    .qm-banner > img {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
    .qm-banner div {
      position: relative;
      width: 100%;
      padding: 48px 16px 16px;
      background: linear-gradient(var(--menu-shade-top), var(--menu-shade-bottom));
    }
    .qm-banner h1,
    .qm-title h1 {
      font-size: 1.6em;
      line-height: 1.2;
    }
    .qm-title {
      padding: 20px 16px 8px;
    }
    .qm-order-status {
      display: flex;
      gap: 12px;
      align-items: center;
      height: 36px;
      padding: 0 16px;
      overflow: hidden;
      white-space: nowrap;
      color: var(--menu-muted);
    }
    .qm-order-status span {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .qm-order-status strong {
      color: var(--menu-text);
    }
    .qm-order-status [data-open='true'] {
      color: var(--menu-success);
    }
    .qm-order-status [data-open='false'] {
      color: var(--menu-danger);
    }
    .qm-headline {
      font-style: italic;
    }
    .qm-logo {
      border-radius: 12px;
    }
    .qm-socials a {
      color: inherit;
      margin-inline-end: 16px;
      line-height: 3;
    }
    .qm-headline:lang(ar) {
      font-style: normal;
    }
    .qm-lang-switch {
      display: flex;
      justify-content: flex-end;
      gap: 8px;
      padding: 12px 16px 0;
    }
    .qm-chips {
      position: sticky;
      top: 0;
      z-index: 2;
      display: flex;
      gap: 8px;
      overflow-x: auto;
      padding: 12px 16px;
      background: var(--menu-background);
      border-bottom: 1px solid var(--menu-border);
    }
    .qm-chip {
      flex: none;
      min-height: 44px;
      padding: 0 18px;
      border: 1px solid var(--menu-border);
      background: var(--menu-surface);
      font-weight: 600;
      white-space: nowrap;
    }
    .qm-chip[aria-pressed='true'] {
      background: var(--menu-accent);
      border-color: var(--menu-accent);
      color: var(--menu-accent-text);
    }
    .qm-group {
      padding: 16px 16px 4px;
    }
    /*
     * A group past the first screen (the element draws it, never the server, so nothing on the
     * first screen can shift) is laid out and painted only near the viewport: a long menu's page
     * grows by thousands of cards in steps, and each frame between two steps would otherwise lay
     * out and paint every one. Until first drawn it holds a few phone screens' height, then the
     * height it had. Find in page, the chips and the item sheet still reach every card.
     */
    .qm-far {
      content-visibility: auto;
      contain-intrinsic-size: auto 3000px;
    }
    .qm-group h2 {
      font-size: 1.15em;
      margin-bottom: 12px;
    }
    .qm-grid {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
      gap: 12px;
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .qm-item {
      position: relative;
      display: flex;
      flex-direction: column;
      background: var(--menu-surface);
      border: 1px solid var(--menu-border);
      border-radius: var(--menu-radius);
      overflow: hidden;
    }
    .qm-image {
      display: grid;
      place-items: center;
      width: 100%;
      height: auto;
      aspect-ratio: 4/3;
      object-fit: cover;
      background: var(--menu-border);
      font-size: 2em;
      color: var(--menu-accent);
    }
    /* The page's own markup with scripts off: a placeholder shows the photo of its <noscript>, and
       the buttons look inactive. */
  ` +
  (import.meta.env.SSR
    ? css`
        @media (scripting: none) {
          .qm-photo-placeholder {
            display: contents;
          }
          /* Every button (add, language, categories, cart) needs the script: without it they look
             as inactive as they are. Links (call, map) still work. */
          .qm-menu button {
            opacity: 0.45;
            filter: grayscale(1);
            cursor: not-allowed;
            pointer-events: none;
          }
        }
      `
    : '') +
  css`
    .qm-card-body {
      display: flex;
      flex: 1;
      flex-direction: column;
      gap: 4px;
      padding: 10px;
      overflow-wrap: anywhere;
    }
    .qm-card-body h3 {
      font-size: 1em;
      line-height: 1.3;
    }
    .qm-item-name {
      text-align: inherit;
    }
    .qm-item-name:after {
      content: '';
      position: absolute;
      inset: 0;
    }
    .qm-description {
      font-size: 0.85em;
      display: -webkit-box;
      -webkit-line-clamp: 3;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
    .qm-price-row {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 4px;
      margin-top: auto;
    }
    .qm-price-row span {
      font-weight: 700;
      white-space: nowrap;
      unicode-bidi: isolate;
    }
    .qm-add,
    .qm-cart-button,
    .qm-retry {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: 6px;
      min-width: 44px;
      min-height: 44px;
      padding: 0 12px;
      background: var(--menu-accent);
      color: var(--menu-accent-text);
      font-weight: 700;
    }
    .qm-chip,
    .qm-add,
    .qm-cart-button,
    .qm-retry,
    .qm-count {
      border-radius: 99px;
    }
    .qm-count {
      min-width: 24px;
      padding: 0 6px;
      background: var(--menu-accent-text);
      color: var(--menu-accent);
    }
    .qm-add {
      position: relative;
      padding: 0;
      font-size: 1.6em;
    }
    .qm-retry {
      padding: 0 28px;
    }
    .qm-add .qm-count {
      position: absolute;
      top: -8px;
      inset-inline-start: -10px;
      font-size: 0.5em;
      line-height: 24px;
      border: 2px solid var(--menu-accent);
    }
    .qm-empty {
      padding: 32px 16px;
      text-align: center;
    }
    .qm-cart-button {
      position: fixed;
      z-index: 3;
      left: 12px;
      right: 12px;
      bottom: 12px;
      max-width: 560px;
      margin: auto;
      min-height: 56px;
      padding: 0 18px;
      box-shadow: 0 8px 24px var(--menu-shadow);
    }
    .qm-cart-button span:nth-child(2) {
      flex: 1;
      text-align: start;
    }
    .qm-sold-out .qm-image,
    .qm-add:disabled {
      filter: grayscale(1);
      opacity: 0.5;
    }
    @media (min-width: 720px) {
      .qm-grid {
        grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
      }
    }
  `;
