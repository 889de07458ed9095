import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

/** The data rows of a MUI X DataGrid (not its header row). */
export function gridRows(grid: Locator): Locator {
  return grid.getByRole('row').filter({ has: grid.page().getByRole('gridcell') });
}

/** One data row of a grid, found by a text it shows. */
export function gridRow(grid: Locator, text: string | RegExp): Locator {
  return gridRows(grid).filter({ hasText: text });
}

/** A grid row's cells keyed by their column header (matched through aria-colindex). */
export function rowValues(row: Locator): Promise<Record<string, string>> {
  return row.evaluate((el) => {
    const grid = el.closest('[role="grid"]');
    const headers = new Map<string, string>();
    for (const h of grid?.querySelectorAll('[role="columnheader"]') ?? []) {
      headers.set(h.getAttribute('aria-colindex') ?? '', (h as HTMLElement).innerText.trim());
    }
    const out: Record<string, string> = {};
    for (const cell of el.querySelectorAll('[role="gridcell"]')) {
      const header = headers.get(cell.getAttribute('aria-colindex') ?? '');
      if (header) out[header] = (cell as HTMLElement).innerText.trim().replace(/\s+/g, ' ');
    }
    return out;
  });
}

/** One column of every data row, top to bottom. */
export async function columnValues(grid: Locator, header: string): Promise<string[]> {
  const rows = await gridRows(grid).all();
  const values: string[] = [];
  for (const row of rows) values.push((await rowValues(row))[header] ?? '');
  return values;
}

/** The helper text under a MUI text field (its validation message when invalid). */
export async function helperText(field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return '';
  return field
    .page()
    .locator(`[id="${id.split(' ')[0]}"]`)
    .innerText();
}

/** Waits until the field is marked invalid (aria-invalid), then returns its message. */
export async function fieldError(page: Page, field: Locator): Promise<string> {
  await field.and(page.locator('[aria-invalid="true"]')).waitFor();
  return helperText(field);
}

/** Opens a MUI select (its combobox) and picks the option with exactly this name. */
export async function pickOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** A valid 1x1 PNG of one colour, written to a temp file; returns its path and bytes. */
export function writeOnePixelPng(rgb: [number, number, number], name = 'logo.png') {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const path = join(tmpdir(), `tawi-e2e-${process.pid}-${name}`);
  writeFileSync(path, bytes);
  return { path, bytes };
}

/**
 * Before a screenshot: back to the top of the page (a full-page shot of a scrolled page draws the
 * fixed top bar mid-page) and let finite animations (dialogs fading in, toasts) finish.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** The colour [r, g, b] an <img> shows, sampled from its top-left pixel once it has loaded. */
export function imagePixel(img: Locator): Promise<number[]> {
  return img.evaluate(async (el) => {
    const image = el as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
}

/** The text of every cell of a plain table (MUI Table), row by row, header rows included. */
export function tableCells(table: Locator): Promise<string[][]> {
  return table.evaluate((el) =>
    [...el.querySelectorAll('tr')].map((tr) =>
      [...tr.querySelectorAll('th, td')].map((c) => (c as HTMLElement).innerText.trim().replace(/\s+/g, ' ')),
    ),
  );
}

/** The cells of the first row of a plain table whose cells include `text` exactly. */
export async function tableRow(table: Locator, text: string): Promise<string[] | undefined> {
  return (await tableCells(table)).find((cells) => cells.includes(text));
}

/**
 * Reads until `matches` holds, up to `timeoutMs` (a page refetches its lists after each change, and may show
 * the cached ones first); returns the last read, which the caller asserts on.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  matches: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (matches(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until an input shows `value`: a form that fills some boxes once its data has loaded. */
export async function hasValue(field: Locator, value: string): Promise<void> {
  assert.equal(
    await readUntil(
      () => field.inputValue(),
      (shown) => shown === value,
    ),
    value,
  );
}

/** Waits until a grid row shows these values (the list refetches after each action). */
export async function rowShows(row: Locator, expected: Record<string, string>): Promise<void> {
  const pick = (values: Record<string, string>) =>
    Object.fromEntries(Object.keys(expected).map((k) => [k, values[k]]));
  const shown = await readUntil(
    async () => pick(await rowValues(row)),
    (picked) => JSON.stringify(picked) === JSON.stringify(expected),
  );
  assert.deepEqual(shown, expected);
}

/** Picks an option of a MUI Autocomplete by typing part of it. */
export async function choose(page: Page, combobox: Locator, typed: string, option: string | RegExp) {
  await combobox.fill(typed);
  await page.getByRole('option', { name: option }).click();
}
