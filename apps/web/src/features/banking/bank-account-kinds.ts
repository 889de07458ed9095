import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { BANK_ACCOUNT_KINDS } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

export type BankAccountKind = (typeof BANK_ACCOUNT_KINDS)[number];

export const kindLabel = (t: TFunction<'banking'>, kind: BankAccountKind) => t(`kinds.${kind}`);

export const KIND_ICONS: Record<BankAccountKind, ComponentType<SvgIconProps>> = {
  bank: AccountBalanceIcon,
  cash: PaymentsIcon,
  mobile_money: PhoneAndroidIcon,
};

export const kindOptions = (t: TFunction<'banking'>) =>
  BANK_ACCOUNT_KINDS.map((value) => ({ value, label: kindLabel(t, value) }));
