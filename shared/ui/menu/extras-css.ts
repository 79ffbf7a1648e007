// Rules for what the sheet's chunk adds to the menu (badges, calories, badge chips, the sold-out
// notice), shipped with that chunk rather than with qr-menu.js. Same conventions as menu-css.ts.
import { css } from './css.ts';

export const extrasCss = css`
  .qm-branches {
    padding: 24px 16px;
  }
  .qm-branches h2 {
    font-size: 1.1em;
  }
  .qm-branches ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .qm-branches li {
    padding: 8px 0;
    border-bottom: 1px solid var(--menu-border);
  }
  .qm-branches a {
    color: var(--menu-accent);
    font-weight: 600;
    line-height: 2.5;
  }
  .qm-branches p {
    color: var(--menu-muted);
  }
  .qm-offer b {
    padding: 0 8px;
    border-radius: 99px;
    background: var(--menu-accent);
    color: var(--menu-accent-text);
  }
  .qm-facts {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 0.75em;
    color: var(--menu-muted);
  }
  .qm-facts li {
    padding: 0 6px;
    border: 1px solid var(--menu-border);
    border-radius: 99px;
  }
  .qm-badge-filter {
    display: flex;
    gap: 8px;
    overflow-x: auto;
    padding: 8px 16px 0;
  }
  .qm-badge-filter .qm-chip {
    min-height: 36px;
    padding: 0 12px;
    font-weight: 400;
  }
  .qm-notice {
    margin: 12px 16px 0;
    padding: 10px 12px;
    border-radius: var(--menu-radius);
    background: var(--menu-danger-soft);
    color: var(--menu-danger-text);
  }
  .qm-notice ul {
    margin: 6px 0 8px;
    padding-inline-start: 20px;
  }
  .qm-notice .qm-chip {
    min-height: 36px;
    background: none;
    border-color: currentColor;
    color: inherit;
  }
  /* A dish outside its serving time says when it is served ("Available 06:00-11:00"): the words
     may wrap so the hours and the add button stay inside a phone's narrow card, but the hours are
     one word that never breaks (the card body's anywhere-wrapping split "11:0" from "0"). */
  .qm-sold-out .qm-price-row span {
    white-space: normal;
    overflow-wrap: normal;
    font-size: 0.85em;
  }
`;
