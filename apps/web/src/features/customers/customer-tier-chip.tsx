import Chip, { type ChipProps } from '@mui/material/Chip';
import type { CustomerTier } from '@tawi/domain';
import { useCustomersText } from './use-customers-text';

const COLORS: Record<CustomerTier, ChipProps['color']> = {
  Platinum: 'primary',
  Gold: 'warning',
  Silver: 'default',
};

/** The customer's tier (net sales over the last 12 months: customerTier in @tawi/domain); nothing without one. */
export function CustomerTierChip({ tier }: { tier: CustomerTier | null | undefined }) {
  const { t } = useCustomersText();
  if (!tier) return null;
  return <Chip size="small" variant="outlined" color={COLORS[tier]} label={t(`tiers.${tier}`)} />;
}
