import { transferCreate } from '@tawi/contracts';
import type { z } from 'zod';
import { draftResolver } from '../../../shared/form/form-resolver';

/** The new-transfer form: the create contract; the source is the active branch. */
export const transferForm = transferCreate.omit({ fromBranchId: true });
export type TransferFormValues = z.output<typeof transferForm>;

/** An item row while it is being filled in: the quantity may still be empty. */
export interface TransferItemDraft {
  sku: string;
  qty: number | undefined;
}
export type TransferFormInput = Omit<z.input<typeof transferForm>, 'items'> & { items: TransferItemDraft[] };

/** The contract's resolver, over drafts (an empty quantity fails validation as "Enter a number"). */
export const transferResolver = draftResolver<TransferFormInput, TransferFormValues>(transferForm);

export const TRANSFER_FIELDS = ['toBranchId', 'items', 'notes'] as const;

export const blankItem = (): TransferItemDraft => ({ sku: '', qty: undefined });

export function transferFormValues(): TransferFormInput {
  return { toBranchId: '', items: [blankItem()], notes: '' };
}
