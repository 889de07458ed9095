import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { shot } from './documents';
import { settle } from './mui';
import { DESKTOP, PHONE_390 } from './ui';

/**
 * Checks the page as it is now with axe and screenshots it (`<name>-1280`), then the same at 390 px
 * (`<name>-390`), back to the desk after. No reload: an open dialog stays open. `ready` waits for what
 * the page must show at each width.
 */
export async function lookAtBothWidths(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE_390, 390],
  ] as const) {
    await page.setViewportSize(viewport);
    await ready();
    await settle(page);
    await expectAccessible(page, `${name} at ${width} px`);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize(DESKTOP);
}
