import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { mailSettingsForm as formFor, mailSettingsFormValues } from './mail-settings-form-values';

const mailSettingsForm = formFor(areaText('settings'));

const filled = {
  ...mailSettingsFormValues(undefined),
  host: 'smtp.acme.co.ke',
  username: 'mailer',
  fromAddress: 'Acme <accounts@acme.co.ke>',
};

describe('mail settings form', () => {
  it('leaves the password out when blank (keep), sends it when typed, null when removed', () => {
    expect(mailSettingsForm.parse(filled)).toEqual({
      host: 'smtp.acme.co.ke',
      port: 587,
      secure: false,
      username: 'mailer',
      fromAddress: 'Acme <accounts@acme.co.ke>',
    });
    expect(mailSettingsForm.parse({ ...filled, password: 'pw' }).password).toBe('pw');
    expect(mailSettingsForm.parse({ ...filled, password: 'pw', clearPassword: true }).password).toBeNull();
    expect(mailSettingsForm.parse({ ...filled, username: ' ' }).username).toBeNull();
  });

  it('flags the fields the server would refuse', () => {
    const result = mailSettingsForm.safeParse({ ...filled, host: 'smtp acme', port: 0, fromAddress: 'acme' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['fromAddress', 'host', 'port']);
  });

  it('starts from the settings in force, never with a password', () => {
    const values = mailSettingsFormValues({
      source: 'environment',
      host: 'smtp.server.co.ke',
      port: 465,
      secure: true,
      username: 'u',
      fromAddress: 'Tawi <no-reply@smtp.server.co.ke>',
      hasPassword: true,
      updatedAt: null,
    });
    expect(values).toMatchObject({ host: 'smtp.server.co.ke', port: 465, secure: true, password: '' });
  });
});
