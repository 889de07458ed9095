import type { Browser, BrowserContext, Page } from 'playwright-core';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };
/** A current phone's width (390 px: iPhone 12 to 15). */
export const PHONE_390 = { width: 390, height: 844 };

/**
 * A fresh browser context (own cookies and storage) with one page. It asks for reduced motion, as a user
 * may: the app then opens menus, groups and dialogs at once, so a click never lands on a half-open one
 * (a sidebar group still sliding open lost a click now and then under load).
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, colorScheme, reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** Logs in through the login page and waits for the dashboard (or the page `returnUrl` names). */
export async function loginThroughUi(page: Page, email: string, password: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
  // the app settles on its page (a heading) before the test clicks on: a menu click made while it is
  // still redirecting after sign-in can be undone by that redirect
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Goes to `path` inside the running app, as a click on a link would (the router's history), without
 * loading the page again: much quicker than page.goto when a test visits many pages in one session.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
