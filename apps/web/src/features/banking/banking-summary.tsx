import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { BankAccountOption } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import { formatKes } from '../../shared/format';
import { KIND_ICONS, kindOptions } from './bank-account-kinds';
import { useBankingText } from './use-banking-text';

/** The balance held in each kind of account (bank, cash, mobile money) and in all of them. */
export function BankingSummary({ accounts }: { accounts: readonly BankAccountOption[] }) {
  const { t } = useBankingText();
  const totalOf = (list: readonly BankAccountOption[]) => Money.sum(list.map((a) => a.balance ?? 0));
  const figures = [
    ...kindOptions(t).map((o) => ({
      key: o.value,
      label: o.label,
      Icon: KIND_ICONS[o.value],
      total: totalOf(accounts.filter((a) => a.kind === o.value)),
    })),
  ];
  return (
    <Box
      component="section"
      aria-label={t('summary.label')}
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {figures.map(({ key, label, Icon, total }) => (
        <Card key={key} sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Icon color="primary" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {formatKes(total)}
            </Typography>
          </Box>
        </Card>
      ))}
      <Card sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          {t('summary.total')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {formatKes(totalOf(accounts))}
        </Typography>
      </Card>
    </Box>
  );
}
