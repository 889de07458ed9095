import { z } from 'zod';

/**
 * Field groups the records of the API share: a record spreads the ones it has where they stand in it
 * (`...namedRef('supplier')`), next to its own fields.
 */

/** Two fields about one thing, `${key}${first}` and `${key}${second}`, each of the schema `field` makes. */
const fieldPair = <
  const K extends string,
  const A extends string,
  const B extends string,
  T extends z.ZodType,
>(
  key: K,
  [first, second]: readonly [A, B],
  field: () => T,
) => ({ [`${key}${first}`]: field(), [`${key}${second}`]: field() }) as { [P in `${K}${A}` | `${K}${B}`]: T };

const text = () => z.string();
const optionalText = () => z.string().nullable();

/** Another record a record names, by id and by its name as shown: `supplierId`, `supplierName`. */
export const namedRef = <const K extends string>(key: K) => fieldPair(key, ['Id', 'Name'], text);

/** The same of a record that may name none (a walk-in sale's customer, a system change's user). */
export const optionalNamedRef = <const K extends string>(key: K) =>
  fieldPair(key, ['Id', 'Name'], optionalText);

/** A ledger account as a line names it: its id, code and name. */
export const accountRef = { accountId: z.string(), accountCode: z.string(), accountName: z.string() };

/**
 * The head of a document as the API answers it: its id, its number (`numberKey`: `billId`, `orderNumber`
 * ...), its customer or supplier (`party`) and its branch.
 */
export const documentHead = <const N extends string, const P extends string>(numberKey: N, party: P) => ({
  id: z.string(),
  ...({ [numberKey]: z.string() } as { [K in N]: z.ZodString }),
  ...namedRef(party),
  branchId: z.string(),
});
