// The live menu, loaded after the first paint (qr-menu-app.tsx, in after-paint-chunk.ts): it listens
// on the menu's topic (live-client.ts) and, on each menu_changed and on every rejoin, re-reads
// public_menu (the same one request, revalidated with its ETag) and shows the new menu. Whatever
// the change did to the customer's cart or open dish is told in a notice (live-notices.ts), never
// done silently; the cart itself is re-checked by useCart when the items change.
import { cartStorageKey } from '../shared/domain/cart.ts';
import { deserializeCart } from '../shared/domain/cart-restore.ts';
import type { Lang } from '../shared/domain/i18n.ts';
import { css } from '../shared/ui/menu/css.ts';
import { fetchMenu } from './api/fetch-menu.ts';
import type { MenuState } from './hooks/use-menu.ts';
import { listen } from './live-client.ts';
import { parseInPieces, pause, readInPieces } from './menu-pieces.ts';
import { loadCartChunk } from './load-cart-chunk.ts';
import { registerOffline } from './offline-chunk.ts';
import { liveNotices } from './live-notices.ts';
import { LIVE_TEXTS } from './live-texts.ts';
import type { PublicMenu } from './menu-types.ts';
import { readStorage } from './storage.ts';

/** After the last of a burst of messages (an owner's bulk edit), before re-reading. */
const SETTLE_MS = 150;

// Fixed at the top of the menu; inside an open cart panel or item sheet (both fixed, z-index 5,
// with controls at their top and bottom) it is the dialog's last part instead, in its flow, so it
// covers none of their controls and the dialog's focus trap reaches its button.
const noticeCss = css`
  .qm-live-notice {
    position: fixed;
    z-index: 6;
    top: 8px;
    left: 8px;
    right: 8px;
    max-width: 560px;
    margin: auto;
    display: flex;
    gap: 12px;
    align-items: flex-start;
    padding: 12px;
    padding-inline-start: 16px;
    background: var(--menu-surface);
    color: var(--menu-text);
    border: 2px solid var(--menu-accent);
    border-radius: var(--menu-radius);
    box-shadow: 0 8px 24px var(--menu-shadow);
    overflow-wrap: anywhere;
  }
  [role='dialog'] > .qm-live-notice {
    position: static;
    flex: none;
    margin: 0 8px 8px;
    box-shadow: none;
  }
  .qm-live-notice div {
    flex: 1;
    min-width: 0;
  }
  .qm-live-notice p {
    margin: 0;
    font-weight: 600;
  }
  .qm-live-notice ul {
    margin: 4px 0 0;
    padding-inline-start: 20px;
  }
  .qm-live-notice button {
    flex: none;
    min-width: 44px;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid var(--menu-border);
    border-radius: 999px;
    background: var(--menu-surface);
    font-weight: 600;
  }
`;

/**
 * Keeps the menu live until the returned function is called (the element left the page or shows
 * another menu).
 * `container` is where the element renders (its shadow root), for the notice.
 */
export function goLive(
  apiUrl: string,
  anonKey: string,
  slug: string,
  menu: PublicMenu,
  container: ShadowRoot | HTMLElement | undefined,
  setState: (state: MenuState) => void,
): () => void {
  // The hosted page's offline copy (offline-chunk.ts), in this chunk to spare the first paint a
  // second chunk's import. registerOffline itself keeps to the business's own menu page (never a
  // site that embeds it); registering it again for another slug is harmless.
  registerOffline(slug).catch(() => {});
  let shown = menu;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading = false;
  let again = false;
  let stopped = false;
  let joined = false;
  const root = () => container?.querySelector<HTMLElement>('[dir]') ?? undefined;

  const tell = (lines: string[]) => {
    const parent = root();
    if (!parent) return;
    parent.querySelector('[data-live-notice]')?.remove();
    const lang: Lang = parent.lang === 'ar' ? 'ar' : 'en';
    const t = LIVE_TEXTS[lang];
    const notice = document.createElement('div');
    notice.className = 'qm-live-notice';
    notice.setAttribute('role', 'status');
    notice.dataset.liveNotice = '';
    const style = document.createElement('style');
    style.textContent = noticeCss;
    const text = document.createElement('div');
    const title = document.createElement('p');
    title.textContent = t.changed;
    const list = document.createElement('ul');
    for (const line of lines)
      list.append(Object.assign(document.createElement('li'), { textContent: line }));
    text.append(title, list);
    const ok = Object.assign(document.createElement('button'), {
      type: 'button',
      textContent: t.dismiss,
    });
    ok.addEventListener('click', () => notice.remove());
    notice.append(style, text, ok);
    (parent.querySelector('[role=dialog]') ?? parent).append(notice);
  };

  const read = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      // Read in pieces (menu-pieces.ts): a long menu's answer is no long task when it arrives.
      const result = await fetchMenu({ apiUrl, anonKey, slug }, (response) =>
        readInPieces(response).then((text) => parseInPieces(text)),
      );
      // The last piece's task ends before the menu is shown.
      await pause();
      if (stopped) return;
      if (result.kind === 'not-found') return setState({ status: 'not-found' });
      const next = result.menu;
      if (shown.partial) return grow(next);
      // A 304 from the browser's cache is the same menu: nothing to redraw.
      if (JSON.stringify(next) === JSON.stringify(shown)) return;
      const cart = deserializeCart(readStorage(cartStorageKey(slug)));
      const sheet = new URL(location.href).searchParams.get('item');
      // Only a cart or an open sheet has something to tell, and either has the cart chunk already.
      const lines =
        cart.lines.length || sheet
          ? liveNotices(shown, next, cart, sheet, root()?.lang === 'ar' ? 'ar' : 'en', {
              ...(await loadCartChunk()),
            })
          : [];
      if (stopped) return;
      shown = next;
      setState({ status: 'ready', menu: next });
      // After the new menu has rendered: a sheet whose dish is gone has closed by then, and the
      // notice goes above the menu instead of into a dialog about to disappear.
      if (lines.length) setTimeout(() => tell(lines));
    } catch {
      // Offline or the server away: the next message or rejoin reads again.
    } finally {
      reading = false;
      if (again && !stopped) {
        again = false;
        void read();
      }
    }
  };

  // The rest of a long menu the hosted page inlined only the first screen of: the grid draws the
  // cards past the first screen in short steps (menu-groups-view.tsx).
  const grow = (full: PublicMenu) => {
    shown = full;
    setState({ status: 'ready', menu: full });
  };

  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void read(), SETTLE_MS);
  };

  const leave = listen({
    apiUrl,
    anonKey,
    topic: `menu:${menu.business.id}`,
    event: 'menu_changed',
    onMessage: soon,
    // A change made while the connection was down sent its message to nobody: read it now. Not on
    // the first join: the menu shown was read (or inlined by the server) just before, and the
    // hosted page's promise is no data request at all.
    onJoined: () => {
      if (joined) soon();
      joined = true;
    },
  });
  // A long menu's page inlined its first screen: the whole menu now, in one request (ETag, 304).
  if (menu.partial) void read();
  return () => {
    stopped = true;
    clearTimeout(timer);
    leave();
  };
}
