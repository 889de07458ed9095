import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { BANK_ACCOUNT_KINDS } from '@tawi/contracts';
import type { ComponentType } from 'react';

export type BankAccountKind = (typeof BANK_ACCOUNT_KINDS)[number];

export const KIND_LABELS: Record<BankAccountKind, string> = {
  bank: 'Bank',
  cash: 'Cash',
  mobile_money: 'Mobile money',
};

export const KIND_ICONS: Record<BankAccountKind, ComponentType<SvgIconProps>> = {
  bank: AccountBalanceIcon,
  cash: PaymentsIcon,
  mobile_money: PhoneAndroidIcon,
};

export const KIND_OPTIONS = BANK_ACCOUNT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));
