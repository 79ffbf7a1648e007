// The cart panel's rules, loaded with the panel (widget/cart-chunk.ts) rather than with qr-menu.js:
// a menu's first paint does not need them. Same conventions as shared/ui/menu/menu-css.ts.
import { css } from '../shared/ui/menu/css.ts';

export const cartCss = css`
  .qm-scrim {
    position: fixed;
    inset: 0;
    z-index: 4;
    background: var(--menu-overlay);
  }
  .qm-panel {
    position: fixed;
    z-index: 5;
    top: 0;
    bottom: 0;
    inset-inline-end: 0;
    display: flex;
    flex-direction: column;
    width: min(420px, 100%);
    background: var(--menu-surface);
    animation: qm-slide-in 0.25s ease-out;
  }
  .qm-panel:dir(rtl) {
    animation-name: qm-slide-in-rtl;
  }
  .qm-panel-head,
  .qm-panel-foot {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 16px;
    border-bottom: 1px solid var(--menu-border);
  }
  .qm-panel-foot {
    flex-direction: column;
    align-items: stretch;
    border: 0;
    border-top: 1px solid var(--menu-border);
  }
  .qm-panel-head h2 {
    font-size: 1.3em;
  }
  .qm-close {
    font-size: 1.5em;
  }
  .qm-scroll-body {
    flex: 1;
    overflow-y: auto;
  }
  .qm-lines {
    list-style: none;
    margin: 0;
    padding: 0 16px;
  }
  .qm-line {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 12px 0;
    border-bottom: 1px solid var(--menu-border);
    overflow-wrap: anywhere;
  }
  .qm-line > span {
    flex: 1;
    min-width: 0;
  }
  .qm-line small {
    display: block;
    color: var(--menu-muted);
  }
  .qm-stepper {
    display: flex;
    align-items: center;
    gap: 4px;
    font-weight: 700;
  }
  .qm-close,
  .qm-stepper button {
    width: 44px;
    height: 44px;
    border-radius: 99px;
  }
  .qm-stepper button {
    border: 1px solid var(--menu-border);
    font-size: 1.25em;
  }
  .qm-stepper output {
    min-width: 24px;
    text-align: center;
  }
  .qm-total {
    display: flex;
    justify-content: space-between;
    font-size: 1.1em;
    font-weight: 700;
    white-space: nowrap;
  }
  .qm-primary {
    min-height: 52px;
    border-radius: var(--menu-radius);
    background: var(--menu-success);
    color: var(--menu-on-dark);
    font-weight: 700;
  }
  .qm-primary:disabled {
    opacity: 0.5;
  }
  .qm-panel-foot [data-stored] {
    margin: 0;
    font-size: 0.85em;
    color: var(--menu-muted);
  }
  .qm-checkout {
    display: grid;
    gap: 12px;
    padding: 12px 16px 16px;
  }
  .qm-checkout fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  .qm-checkout legend,
  .qm-checkout label {
    font-weight: 600;
  }
  .qm-checkout label {
    display: grid;
    gap: 4px;
  }
  .qm-checkout small {
    color: var(--menu-muted);
    font-weight: 400;
  }
  .qm-checkout .qm-radio {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid var(--menu-border);
    border-radius: var(--menu-radius);
    font-weight: 500;
  }
  .qm-radio:has(:checked) {
    border-color: var(--menu-accent);
    box-shadow: inset 0 0 0 1px var(--menu-accent);
  }
  .qm-checkout input:not([type]),
  .qm-checkout textarea {
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid var(--menu-border);
    border-radius: 10px;
    font: inherit;
    color: inherit;
    background: var(--menu-surface);
  }
  .qm-checkout [aria-invalid='true'] {
    border-color: var(--menu-danger);
  }
  .qm-field-error {
    color: var(--menu-danger);
    font-size: 0.9em;
  }
  .qm-final-total {
    font-size: 1em;
    font-weight: 600;
  }
  .qm-closed-note {
    padding: 10px 12px;
    border-radius: 10px;
    background: var(--menu-border);
  }
  @keyframes qm-slide-in {
    from {
      transform: translateX(100%);
    }
  }
  @keyframes qm-slide-in-rtl {
    from {
      transform: translateX(-100%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .qm-panel {
      animation: none;
    }
  }
`;
