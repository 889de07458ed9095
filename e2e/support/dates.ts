import type { Locator, Page } from 'playwright-core';

/**
 * A date field of the app (a MUI X date picker): the group its label names. Its sections (day,
 * month, year) take typed digits; the value shows day first (dd/mm/yyyy).
 */
export function dateField(scope: Locator | Page, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

const shownAs = (iso: string) => iso.split('-').reverse().join('/');

/** Types the date `iso` ('YYYY-MM-DD') into the field from the keyboard, as a user would: dd mm yyyy. */
export async function fillDate(field: Locator, iso: string): Promise<void> {
  const keyboard = field.page().keyboard;
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await keyboard.press('ControlOrMeta+a');
  await keyboard.type(shownAs(iso).replaceAll('/', ''));
  const value = field.locator('input');
  await field
    .page()
    .waitForFunction(([input, want]) => (input as HTMLInputElement).value === want, [
      await value.elementHandle(),
      shownAs(iso),
    ] as const);
}

/** The date a field holds, as 'YYYY-MM-DD' ('' when empty or unfinished). */
export async function dateValue(field: Locator): Promise<string> {
  const shown = await field.locator('input').inputValue();
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(shown);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}
