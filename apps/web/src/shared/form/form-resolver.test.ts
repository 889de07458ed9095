import { companyUpdate, loginRequest, userCreate } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { friendlyErrorMap } from './form-resolver';

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
