import { toNestErrors } from '@hookform/resolvers';
import type { Transfer, TransferReceive } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import type { FieldError, Resolver } from 'react-hook-form';

/** What happens to the part of a line that did not arrive now. */
export type ReceiveRest = 'keep' | 'writeOff';

/** One line of the receive form while it is being filled in: the received quantity is the box's text. */
export interface ReceiveLineDraft {
  productId: string;
  sku: string;
  name: string;
  /** What can still arrive: all of a Pending transfer (it is dispatched in the same step), else what is in transit. */
  inTransit: number;
  received: string;
  rest: ReceiveRest;
}

export interface ReceiveDraft {
  lines: ReceiveLineDraft[];
  reason: string;
}

/** Field paths as the server names them (`lines.0.qty`, `reason`, `lines`) with their messages. */
export type ReceiveErrors = Record<string, string>;

/** A quantity rounded to the 3 decimals quantities have. */
const thousandths = (n: number) => Math.round(n * 1000) / 1000;

const stillToCome = (t: Transfer, item: Transfer['items'][number]) =>
  t.status === 'Pending' ? item.qty : item.inTransitQty;

/** The form as it opens: every line still to come, each received in full. */
export function receiveDraft(t: Transfer): ReceiveDraft {
  return {
    lines: t.items
      .filter((item) => stillToCome(t, item) > 0)
      .map((item) => ({
        productId: item.productId,
        sku: item.sku,
        name: item.name,
        inTransit: stillToCome(t, item),
        received: String(stillToCome(t, item)),
        rest: 'keep',
      })),
    reason: '',
  };
}

/** A received box read as a number: undefined while it is empty or not a number. */
export function receivedOf(line: ReceiveLineDraft): number | undefined {
  const text = line.received.trim();
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** What of a line does not arrive now (0 when the box is not a valid quantity yet). */
export function shortOf(line: ReceiveLineDraft): number {
  const received = receivedOf(line);
  if (received === undefined || received < 0 || received > line.inTransit) return 0;
  return thousandths(line.inTransit - received);
}

function lineError(line: ReceiveLineDraft, t: TFunction<'inventory'>): string | null {
  const received = receivedOf(line);
  if (received === undefined) return t('receive.errors.enterReceived');
  if (received < 0) return t('receive.errors.negative');
  if (received > line.inTransit) return t('receive.errors.atMost', { max: line.inTransit });
  if (thousandths(received) !== received) return t('receive.errors.decimals');
  return null;
}

/**
 * The receive request the form stands for, or its errors keyed as the server keys them: each line
 * receives its box and writes off its shortfall when "write off" is chosen (a reason is then
 * required); something must arrive or be written off.
 */
export function receiveBody(
  draft: ReceiveDraft,
  date: string,
  t: TFunction<'inventory'>,
): { body: TransferReceive; errors?: never } | { body?: never; errors: ReceiveErrors } {
  const errors: ReceiveErrors = {};
  draft.lines.forEach((line, i) => {
    const message = lineError(line, t);
    if (message) errors[`lines.${i}.qty`] = message;
  });
  if (Object.keys(errors).length > 0) return { errors };
  const lines = draft.lines.map((line) => ({
    productId: line.productId,
    qty: receivedOf(line) ?? 0,
    writeOff: line.rest === 'writeOff' ? shortOf(line) : 0,
  }));
  const reason = draft.reason.trim();
  if (lines.some((l) => l.writeOff > 0) && !reason)
    return { errors: { reason: t('receive.errors.reasonRequired') } };
  if (lines.every((l) => l.qty === 0 && l.writeOff === 0))
    return { errors: { lines: t('receive.errors.nothing') } };
  return { body: { date, lines, ...(reason && { reason }) } };
}

/** Error paths of `receiveBody` as the form's fields are named: a line's quantity is its `received` box. */
const formPath = (path: string) => path.replace(/^(lines\.\d+)\.qty$/, '$1.received');

/**
 * The receive form's resolver: the draft checked by `receiveBody`, its errors under the boxes they are
 * about; valid, the draft itself (the dialog adds the date when it sends).
 */
export function receiveResolver(t: TFunction<'inventory'>): Resolver<ReceiveDraft> {
  return (draft, _context, options) => {
    const { errors } = receiveBody(draft, '', t);
    if (!errors) return { values: draft, errors: {} };
    const flat: Record<string, FieldError> = Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [formPath(path), { type: 'validate', message }]),
    );
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
