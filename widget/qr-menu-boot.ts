// The server-rendered hosted menu page's one script, written inline (server/static/menu-document.ts;
// the page's CSP allows it by hash), so it costs no request. The page arrives with its first
// screen drawn, so qr-menu.js, which makes it interactive, is fetched once
// that screen is on the phone's screen: when the browser reports the largest paint of its banner
// (the page's largest picture, fetchpriority=high), or of its first screen when there is no
// banner. It is fetched at once when the customer touches the page or presses a key first, when
// the banner fails, and after BANNER_WAIT_MS at the latest. On a weak signal the banner then has
// the bandwidth to itself, and taking the markup over (one long task on a slow phone) never holds
// its paint back. Embeds on other sites, which have nothing drawn yet, load qr-menu.js directly.
const BANNER_WAIT_MS = 1500;
/** At the site's root, where the hosted and the prerendered pages find it. */
const WIDGET_SCRIPT = '/qr-menu.js';

const shadow = document.querySelector('qr-menu')?.shadowRoot;

// No lost tap. Until qr-menu.js has taken the markup over (the menu's root is
// aria-disabled until then) its buttons do nothing, so a tap on one is kept, shown as pending
// (aria-busy and a pulse) and carried out on the element's own button once it has.
const kept: { button: HTMLElement; at: number; pulse: Animation }[] = [];
const settle = (replay: boolean) => {
  for (const { button, at, pulse } of kept.splice(0)) {
    pulse.cancel();
    button.removeAttribute('aria-busy');
    // The element's first render keeps the drawn nodes; should one have been replaced, the button
    // at the same place in the menu is the same button.
    if (replay) (button.isConnected ? button : shadow?.querySelectorAll('button')[at])?.click();
  }
};
const pending = () => !!shadow?.querySelector('.qm-menu[aria-disabled]');
shadow?.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element).closest?.('button');
    if (!button || !pending() || button.hasAttribute('disabled')) return;
    button.setAttribute('aria-busy', 'true');
    kept.push({
      button,
      at: [...shadow.querySelectorAll('button')].indexOf(button),
      pulse: button.animate([{ opacity: 1 }, { opacity: 0.35 }], {
        duration: 450,
        iterations: Infinity,
        direction: 'alternate',
      }),
    });
    start();
  },
  true,
);
if (shadow) {
  new MutationObserver((_, observer) => {
    if (pending()) return;
    observer.disconnect();
    settle(true);
  }).observe(shadow, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-disabled'],
  });
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // What the page's head keeps for later (the home-screen manifest, server/static/home-screen.ts):
  // with scripts on, a <noscript> there holds its markup as text.
  const later = document.querySelector('noscript[data-later]')?.textContent;
  if (later) document.head.insertAdjacentHTML('beforeend', later);
  // A failed load leaves the drawn menu as it is, and stops the kept taps' pulse.
  import(/* @vite-ignore */ WIDGET_SCRIPT).catch(() => settle(false));
}

const banner = shadow?.querySelector<HTMLImageElement>('img[fetchpriority=high]');
banner?.addEventListener('error', start, { once: true });
if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
  // Each entry is a paint that reached the screen (its render time), not one merely drawn.
  new PerformanceObserver((list, observer) => {
    // A text paint has no url, and the banner's currentSrc is empty until its request starts.
    const shown = (list.getEntries() as LargestContentfulPaint[]).some((paint) =>
      banner ? paint.url !== '' && paint.url === banner.currentSrc : true,
    );
    if (!shown) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
} else {
  // Browsers without the API: once the banner has loaded, two frames later (a frame callback runs
  // before its frame is painted; the next one, once that frame is out).
  const afterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  if (!banner || banner.complete) afterPaint();
  else banner.addEventListener('load', afterPaint, { once: true });
}
setTimeout(start, BANNER_WAIT_MS);
for (const type of ['pointerdown', 'keydown']) {
  addEventListener(type, start, { once: true, capture: true, passive: true });
}

export {};
