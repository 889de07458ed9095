import { companyUpdate, loginRequest, userCreate } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadErrorWording } from '../api/error-text/error-wording';
import { i18n } from '../i18n/i18n';
import { sw } from '../i18n/sw/translation';
import { interfaceText } from '../testing/interface-text';
import { formResolver, friendlyErrorMap, issueText } from './form-resolver';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('friendlyErrorMap', () => {
  it('says Required for empty text and a valid email for a bad one', () => {
    expect(
      messages(loginRequest.safeParse({ email: '', password: '' }, { error: friendlyErrorMap })),
    ).toEqual({
      email: 'Required',
      password: 'Required',
    });
    expect(
      messages(loginRequest.safeParse({ email: 'nope', password: 'x' }, { error: friendlyErrorMap })),
    ).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('asks to choose for empty ids and lists', () => {
    const out = messages(
      userCreate.safeParse(
        { fullName: 'A', email: 'a@b.co', password: 'x', roleId: '', branchIds: [], branchId: '' },
        { error: friendlyErrorMap },
      ),
    );
    expect(out).toEqual({ roleId: 'Choose one', branchIds: 'Choose at least one', branchId: 'Choose one' });
  });

  it('keeps the messages the contract writes itself', () => {
    const out = messages(
      companyUpdate.safeParse({ kraPin: '123', phone: '0800' }, { error: friendlyErrorMap }),
    );
    expect(out.kraPin).toMatch(/^KRA PIN must look like/);
    expect(out.phone).toMatch(/^Phone must be a Kenyan number/);
  });
});

describe('form messages in Swahili', () => {
  const { t } = interfaceText('sw');
  const swahiliMap = (issue: Parameters<typeof friendlyErrorMap>[0]) => issueText(issue, t);

  it("words zod's own issues", () => {
    expect(messages(loginRequest.safeParse({ email: '', password: '' }, { error: swahiliMap }))).toEqual({
      email: 'Inahitajika',
      password: 'Inahitajika',
    });
    expect(messages(loginRequest.safeParse({ email: 'nope', password: 'x' }, { error: swahiliMap }))).toEqual(
      {
        email: 'Andika barua pepe sahihi',
      },
    );
    const out = messages(
      userCreate.safeParse(
        { fullName: 'A', email: 'a@b.co', password: 'x', roleId: '', branchIds: [], branchId: '' },
        { error: swahiliMap },
      ),
    );
    expect(out).toEqual({
      roleId: 'Chagua kimoja',
      branchIds: 'Chagua angalau kimoja',
      branchId: 'Chagua kimoja',
    });
    const numbers = z.object({ qty: z.number().positive(), rate: z.number().max(100), n: z.number() });
    expect(messages(numbers.safeParse({ qty: 0, rate: 101, n: 'x' }, { error: swahiliMap }))).toEqual({
      qty: 'Lazima iwe zaidi ya 0',
      rate: 'Isizidi 100',
      n: 'Andika namba',
    });
  });

  it("words the contract's own messages through the form resolver", async () => {
    i18n.addResourceBundle('sw', 'translation', sw, true, true);
    await i18n.changeLanguage('sw');
    await loadErrorWording('sw');
    try {
      const resolve = formResolver(companyUpdate);
      const { errors } = await resolve({ kraPin: '123', phone: '0800' }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      expect(errors.kraPin?.message).toBe(
        'PIN ya KRA iwe kama P051234567X (A au P, tarakimu 9, herufi moja)',
      );
      expect(errors.phone?.message).toBe('Simu iwe namba ya Kenya: +254 na tarakimu 9 zinazoanza na 7 au 1');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
