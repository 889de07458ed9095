import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language';
import {
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_KINDS,
  placeholdersIn,
  renderEmailTemplate,
  templateProblems,
} from './email-templates';
import { DEFAULT_EMAIL_TEMPLATES_IN } from './email-templates-by-language';
import { dueReminderStep } from './reminder-schedule';

describe('email templates', () => {
  it('every default, in every language, uses only its own placeholders and the same ones as the English', () => {
    for (const language of LANGUAGES) {
      for (const kind of EMAIL_TEMPLATE_KINDS) {
        const template = DEFAULT_EMAIL_TEMPLATES_IN[language][kind];
        expect(templateProblems(kind, template), `${language} ${kind}`).toEqual({});
        for (const field of ['subject', 'body'] as const) {
          expect(placeholdersIn(template[field]).sort(), `${language} ${kind} ${field}`).toEqual(
            placeholdersIn(DEFAULT_EMAIL_TEMPLATES[kind][field]).sort(),
          );
        }
      }
    }
  });

  it('fills placeholders and leaves no trailing blank lines for an empty value', () => {
    const out = renderEmailTemplate(
      { subject: 'Invoice {number} from {company}', body: 'Dear {customer},\n\n{company}\n{companyPhone}' },
      { number: 'INV-0007', company: 'Duka Bora Ltd', customer: 'Wanjiku', companyPhone: '' },
    );
    expect(out).toEqual({
      subject: 'Invoice INV-0007 from Duka Bora Ltd',
      body: 'Dear Wanjiku,\n\nDuka Bora Ltd',
    });
  });

  it('names the unknown placeholders per field', () => {
    expect(placeholdersIn('{a} {b} {a}')).toEqual(['a', 'b']);
    const problems = templateProblems('invoice', { subject: 'Hi {supplier}', body: '{number} {foo} {bar}' });
    expect(problems.subject).toMatch(/^\{supplier\} is not a placeholder of invoice emails; use \{number\}/);
    expect(problems.body).toMatch(/^\{foo\}, \{bar\} are not placeholders/);
    expect(templateProblems('purchase-order', { subject: '{supplier}', body: '' })).toEqual({});
  });
});

describe('reminder steps', () => {
  it('sends the latest step reached, once', () => {
    expect(dueReminderStep([1, 7, 14], 0, [])).toBeNull();
    expect(dueReminderStep([1, 7, 14], 1, [])).toBe(1);
    expect(dueReminderStep([1, 7, 14], 3, [1])).toBeNull();
    expect(dueReminderStep([1, 7, 14], 7, [1])).toBe(7);
    expect(dueReminderStep([1, 7, 14], 20, [])).toBe(14);
    expect(dueReminderStep([1, 7, 14], 20, [14])).toBeNull();
  });
});
