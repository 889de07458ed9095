import { PICKER_SOURCES, type PickerSourceName } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { product } from './inventory';
import { account, bankAccount } from './ledger';
import { accountOption, bankAccountOption, customerOption, productOption, supplierOption } from './pickers';
import { supplier } from './purchasing';
import { customer } from './sales-invoices';

type AnyObject = z.ZodObject<z.ZodRawShape>;

const absentOk = (s: AnyObject, k: string) => {
  const field = s.shape[k];
  return field !== undefined && z.safeParse(field, undefined).success;
};

/** The fields the option may leave out that the full record may not. */
function leftOut(record: AnyObject, option: AnyObject): string[] {
  return Object.keys(record.shape).filter((k) => !absentOk(record, k) && absentOk(option, k));
}

const pairs: Array<[PickerSourceName, AnyObject, AnyObject]> = [
  ['bankAccounts', bankAccount, bankAccountOption],
  ['accounts', account, accountOption],
  ['customers', customer, customerOption],
  ['suppliers', supplier, supplierOption],
  ['products', product, productOption],
];

describe('picker options', () => {
  it.each(pairs)('%s: the option leaves out exactly what PICKER_SOURCES guards', (name, record, option) => {
    // a guarded cost figure the record itself may leave out (costs:read, the cost view) is optional in both
    const guarded = PICKER_SOURCES[name].guarded.filter((k) => !absentOk(record, k) || !absentOk(option, k));
    expect(leftOut(record, option).sort()).toEqual([...guarded].sort());
    for (const k of PICKER_SOURCES[name].guarded) expect(absentOk(option, k), k).toBe(true);
    expect(Object.keys(option.shape)).toEqual(Object.keys(record.shape));
  });
});
