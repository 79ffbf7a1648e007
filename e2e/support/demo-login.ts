// Logs the demo owner or superadmin in once per worker and hands out the storage state, so read-only
// specs (geometry, printing) open their pages already signed in instead of typing the form each time.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO } from './api.ts';
import { loginAs } from './factories.ts';

export type DemoUser = 'owner' | 'superadmin';
export type AdminLang = 'en' | 'ar';

const states = new Map<DemoUser, Promise<string>>();

async function logIn(browser: Browser, who: DemoUser): Promise<string> {
  const dir = join(test.info().project.outputDir, '.auth');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${who}-${process.pid}.json`);
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, DEMO[who].email, DEMO[who].password);
  await expect(page).toHaveURL(who === 'owner' ? /\/admin\// : /\/superadmin\//);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** The saved sign-in of a demo user (logged in once per worker process). */
export function demoStorageState(browser: Browser, who: DemoUser): Promise<string> {
  let state = states.get(who);
  if (!state) {
    state = logIn(browser, who);
    states.set(who, state);
  }
  return state;
}

/** Makes the admin app open in a language (the switch's remembered choice) in every new page. */
export async function useAdminLang(target: BrowserContext | Page, lang: AdminLang): Promise<void> {
  await target.addInitScript((chosen) => {
    window.localStorage.setItem('qrmenu.admin.lang', chosen);
  }, lang);
}

/** A new signed-in page of a demo user in the given language and viewport. */
export async function demoPage(
  browser: Browser,
  who: DemoUser | null,
  lang: AdminLang,
  viewport: { width: number; height: number },
): Promise<Page> {
  const storageState = who ? await demoStorageState(browser, who) : undefined;
  const context = await browser.newContext({
    viewport,
    ...(storageState && { storageState }),
    ...(viewport.width < 600 && { isMobile: false, hasTouch: true }),
  });
  await useAdminLang(context, lang);
  return context.newPage();
}
