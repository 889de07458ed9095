import { ledger } from '../../shared/i18n/en/ledger';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the ledger area's text (keys in shared/i18n/en/ledger.ts). */
export const useLedgerText = () => useFeatureText('ledger', ledger);
