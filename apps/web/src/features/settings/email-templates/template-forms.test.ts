import { describe, expect, it } from 'vitest';
import { friendlyErrorMap } from '../../../shared/form/form-resolver';
import { areaText } from '../../../shared/i18n/area-text';
import { reminderForm as reminderFormFor, templateForm } from './template-forms';

const reminderForm = reminderFormFor(areaText('settings'));

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

describe('template form', () => {
  it('refuses a placeholder the kind does not fill, naming it', () => {
    const bad = templateForm('purchase-order').safeParse({
      subject: 'LPO {number} for {customer}',
      body: 'Hi',
    });
    expect(issuesOf(bad)).toEqual([
      expect.stringMatching(/^subject: \{customer\} is not a placeholder of purchase order emails/),
    ]);
    expect(
      templateForm('purchase-order').safeParse({ subject: 'LPO {number}', body: 'Dear {supplier}' }).success,
    ).toBe(true);
  });
});

describe('reminder form', () => {
  it('reads the days as a sorted list, each once', () => {
    expect(reminderForm.parse({ enabled: true, steps: '14, 1 7,7' })).toEqual({
      enabled: true,
      steps: [1, 7, 14],
    });
  });

  it('says what is wrong with the days', () => {
    const parse = (steps: string) =>
      issuesOf(reminderForm.safeParse({ enabled: true, steps }, { error: friendlyErrorMap }));
    expect(parse('1, two')).toEqual(['steps: Type whole days, e.g. 1, 7, 14']);
    expect(parse('0')).toEqual(['steps: At least 1 day after the due date']);
    expect(parse('')).toEqual(['steps: Give at least one day']);
    expect(parse('1 2 3 4 5 6 7')).toEqual(['steps: At most 6 reminders per invoice']);
  });
});
