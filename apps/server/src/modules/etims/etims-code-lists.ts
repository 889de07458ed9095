import type { EtimsCodeLists } from '@tawi/contracts';
import { type Database, type Executor, etimsCodes } from '@tawi/db';
import { asc, eq, inArray, max } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import { etimsDeviceOf } from './etims-device';
import { type OscuClient, OscuRefused, OscuUnreachable } from './oscu-client';

/** KRA's class codes of the lists the product form offers (code list 10 and 17), and the item classes. */
export const CODE_LIST = { quantityUnits: '10', packagingUnits: '17', itemClasses: 'item-class' } as const;

interface KraCodeList {
  clsList?: { cdCls: string; dtlList?: { cd: string; cdNm: string; srtOrd?: number; useYn?: string }[] }[];
}
interface KraItemClasses {
  itemClsList?: { itemClsCd: string; itemClsNm: string; taxTyCd?: string | null; useYn?: string }[];
}

/** The company's code lists as last fetched from KRA (empty lists before the first fetch). */
export async function etimsCodeListsOf(db: Executor, companyId: string): Promise<EtimsCodeLists> {
  const rows = await db
    .select()
    .from(etimsCodes)
    .where(ofCompany(etimsCodes, companyId, inArray(etimsCodes.list, Object.values(CODE_LIST))))
    .orderBy(asc(etimsCodes.list), asc(etimsCodes.sortOrder), asc(etimsCodes.code));
  const [last] = await db
    .select({ at: max(etimsCodes.refreshedAt) })
    .from(etimsCodes)
    .where(eq(etimsCodes.companyId, companyId));
  const of = (list: string) =>
    rows.filter((r) => r.list === list).map((r) => ({ code: r.code, name: r.name, taxType: r.taxType }));
  return {
    itemClasses: of(CODE_LIST.itemClasses),
    packagingUnits: of(CODE_LIST.packagingUnits),
    quantityUnits: of(CODE_LIST.quantityUnits),
    refreshedAt: last?.at ? new Date(last.at).toISOString() : null,
  };
}

/** KRA's answers as rows: every code list (by its class code) and the item classes; codes in use only. */
function rowsOf(companyId: string, lists: KraCodeList | null, classes: KraItemClasses | null) {
  const refreshedAt = new Date();
  const codes = (lists?.clsList ?? []).flatMap((list) =>
    (list.dtlList ?? [])
      .filter((d) => d.useYn !== 'N')
      .map((d, i) => ({
        companyId,
        list: list.cdCls,
        code: d.cd,
        name: d.cdNm,
        sortOrder: d.srtOrd ?? i,
        taxType: null,
        refreshedAt,
      })),
  );
  const itemClasses = (classes?.itemClsList ?? [])
    .filter((c) => c.useYn !== 'N')
    .map((c, i) => ({
      companyId,
      list: CODE_LIST.itemClasses,
      code: c.itemClsCd,
      name: c.itemClsNm,
      sortOrder: i,
      taxType: c.taxTyCd ?? null,
      refreshedAt,
    }));
  return [...codes, ...itemClasses];
}

/**
 * Fetches KRA's code lists (`selectCodeList`) and item classifications (`selectItemClsList`, from
 * the start: `lastReqDt` 20180520000000) for the company's device and keeps them, replacing the
 * last ones, in one transaction. 409 when the device is not initialised; KRA's refusal 422, no
 * answer 502.
 */
export async function refreshEtimsCodeLists(db: Database, companyId: string, client: OscuClient) {
  const device = await etimsDeviceOf(db, companyId, { initialisedOnly: true });
  if (!device) throw new AppError('invalid-state', 'Initialise the eTIMS device first', {}, 409);
  const since = { lastReqDt: '20180520000000' };
  let answers: [KraCodeList | null, KraItemClasses | null];
  try {
    answers = await Promise.all([
      client.call<KraCodeList>('selectCodeList', device, since),
      client.call<KraItemClasses>('selectItemClsList', device, since),
    ]);
  } catch (err) {
    if (err instanceof OscuRefused)
      throw new AppError('etims-refused', `KRA: ${err.resultMsg} (${err.resultCd})`, {}, 422);
    if (err instanceof OscuUnreachable) throw new AppError('etims-unreachable', err.message, {}, 502);
    throw err;
  }
  const rows = rowsOf(companyId, ...answers);
  await db.transaction(async (tx) => {
    await tx.delete(etimsCodes).where(eq(etimsCodes.companyId, companyId));
    if (rows.length > 0) await tx.insert(etimsCodes).values(rows);
  });
  return etimsCodeListsOf(db, companyId);
}
