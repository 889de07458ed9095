import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import * as forms from './password-forms';

const t = i18n.getFixedT('en');
const resetPasswordForm = forms.resetPasswordForm(t);
const changePasswordForm = forms.changePasswordForm(t);
const resetLinkProblem = (code: string) => forms.resetLinkProblem(code, t);

describe('password forms', () => {
  it('refuses a confirmation that differs, under the confirm field', () => {
    const bad = resetPasswordForm.safeParse({ password: 'mpya-2026', confirm: 'mpya-2025' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirm', 'The two passwords are not the same'],
    ]);
    expect(resetPasswordForm.safeParse({ password: 'mpya-2026', confirm: 'mpya-2026' }).success).toBe(true);
  });

  it('needs the current password to change it', () => {
    const bad = changePasswordForm.safeParse({ currentPassword: '', newPassword: 'a-1', confirm: 'a-1' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['currentPassword']);
    const mismatch = changePasswordForm.safeParse({
      currentPassword: 'x',
      newPassword: 'a-1',
      confirm: 'a-2',
    });
    expect(mismatch.error?.issues.map((i) => i.path.join('.'))).toEqual(['confirm']);
  });

  it('explains each dead link by its code, and leaves others to the server message', () => {
    expect(resetLinkProblem('reset-token-expired')).toContain('1 hour');
    expect(resetLinkProblem('reset-token-used')).toContain('already used');
    expect(resetLinkProblem('reset-token-invalid')).toContain('not valid');
    expect(resetLinkProblem('weak-password')).toBeUndefined();
  });
});
