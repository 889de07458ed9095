import type { Page } from 'playwright-core';
import { MENU_ROUTES } from './menu-routes';

/**
 * Words that show a sentence or label was left in English: common in English interface text, never
 * Swahili. Trade words kept as they are (VAT, KRA PIN, M-Pesa, eTIMS, SKU, CSV, PDF) are not listed.
 */
const ENGLISH_TELLS = [
  'the',
  'and',
  'with',
  'from',
  'your',
  'yet',
  'Search',
  'Add',
  'New',
  'Total',
  'Status',
  'Date',
  'Amount',
  'Actions',
  'Delete',
  'Edit',
  'Cancel',
  'Save',
  'Balance',
  'Customer',
  'Supplier',
  'Invoice',
  'Export',
  'Download',
  'Print',
  'All',
  'Nothing',
  'No',
  'Rows per page',
  'Branch',
  // statuses (chips, filters, menus)
  'Draft',
  'Paid',
  'Overdue',
  'Issued',
  'Void',
  'Active',
  'Inactive',
  'Processed',
];
const tellPattern = new RegExp(`\\b(${ENGLISH_TELLS.join('|')})\\b`);

/**
 * English tells in the page's main area (the shell is checked on its own): each visible piece of text,
 * leaving out what is marked `translate="no"` (the company's own words, such as its account names).
 */
export async function englishLeftIn(page: Page): Promise<string[]> {
  const texts = await page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('[translate="no"]')) continue;
      if (parent.checkVisibility && !parent.checkVisibility()) continue;
      found.push(text.replaceAll(/\s+/g, ' '));
    }
    return found;
  });
  return texts.filter((text) => tellPattern.test(text));
}

/** Grid column headings cut short (an ellipsis): the issue asks that headings are never cut. */
async function cutColumnHeadings(page: Page): Promise<string[]> {
  return page.locator('main .MuiDataGrid-columnHeaderTitle').evaluateAll((titles) =>
    titles
      // a pixel or two over is rounding (line-height 1.2); a cut is a word's width or a line's height
      .filter(
        (title) => title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 4,
      )
      .map((title) => title.textContent ?? ''),
  );
}

/**
 * Opens `path` (the interface already in Swahili) and lists its faults: the main area's text with an
 * English tell, and grid headings cut short.
 */
export async function swahiliFaultsOnPage(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return [
    ...(await englishLeftIn(page)).map((line) => `${path}: "${line}"`),
    ...(await cutColumnHeadings(page)).map((heading) => `${path}: heading cut "${heading}"`),
  ];
}

/** Every menu page, as `swahiliFaultsOnPage`, and its title when it is still the English one. */
export async function swahiliFaultsOnMenuPages(page: Page): Promise<string[]> {
  const left: string[] = [];
  for (const [path, english] of MENU_ROUTES) {
    left.push(...(await swahiliFaultsOnPage(page, path)));
    const shown = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
    if (shown.toLowerCase() === english.toLowerCase()) left.push(`${path}: title "${shown}"`);
  }
  return left;
}
