import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';
import { settle } from './mui';
import { DESKTOP, PHONE } from './ui';

/** A toast (role="status"); an open dialog hides the toaster from the accessibility tree, so hidden ones count. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).first().waitFor();

/**
 * The text of a toast matching `pattern`. A success toast shows for 2 s, so wait for it right after the
 * action (before reading the API for what it should say), then compare.
 */
export async function toastText(page: Page, pattern: RegExp): Promise<string> {
  const shown = page.getByRole('status', { includeHidden: true }).filter({ hasText: pattern }).first();
  await shown.waitFor();
  return (await shown.textContent()) ?? '';
}

/** A full-page screenshot once the page has settled (scrolled to the top, animations done). */
export async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, name);
}

/** The same page at phone width, then back to the desk (reloaded unless a dialog is open). */
export async function phoneShot(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  reload = true,
): Promise<void> {
  await page.setViewportSize(PHONE);
  if (reload) await page.reload();
  await ready();
  await shot(page, name);
  await page.setViewportSize(DESKTOP);
  if (reload) await page.reload();
}

/** The value of a fact (a <dd>) by its label (the <dt>). */
export function fact(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
}

/** Fetches a PDF link with the page's session, checks it is a PDF and returns its text (pdftotext). */
export async function pdfText(page: Page, href: string | null): Promise<string> {
  assert.ok(href, 'the PDF link has an address');
  const res = await page.request.get(href);
  assert.equal(res.status(), 200, href);
  assert.equal(res.headers()['content-type'], 'application/pdf');
  const bytes = await res.body();
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}

/**
 * Downloads a report through its Export menu (`CSV`, `Excel (XLSX)` or `PDF`): the file's suggested
 * name and its bytes; a PDF as its text read back with pdftotext, in reading order with each run of white
 * space one space (a long title may wrap in the letterhead).
 */
export async function exportReport(page: Page, format: 'CSV' | 'Excel (XLSX)' | 'PDF') {
  // a report's file is built on the server from every row: on a busy CI machine that can take over 15 s
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const file = await download;
  const path = await file.path();
  const bytes = readFileSync(path);
  const text =
    format === 'PDF'
      ? execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ')
      : bytes.toString('utf8');
  return { filename: file.suggestedFilename(), bytes, text };
}
