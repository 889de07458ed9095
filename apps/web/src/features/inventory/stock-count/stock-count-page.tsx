import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { productsApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { EmptyState } from '../../../shared/empty-state';
import { ErrorState } from '../../../shared/error-state';
import { formatKes } from '../../../shared/format';
import { FullPageSpinner } from '../../../shared/full-page-spinner';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { useProductCategories } from '../products/products-api';
import { useInventoryText } from '../use-inventory-text';
import { StockCountReview } from './stock-count-review';
import { type CountLine, variancesOf, varianceTotals } from './stock-count-sheet';
import { StockCountTable } from './stock-count-table';

/**
 * A stock count of the active branch, one category (or all) at a time: the count sheet (blind:
 * book quantities hidden), then the variance review in quantity and value, then posting it as a
 * stock take (the differences move stock at average cost against stock adjustments).
 */
export function StockCountPage() {
  const { activeBranch, can } = useSession();
  const { t } = useInventoryText();
  const [category, setCategory] = useState('');
  const [blind, setBlind] = useState(true);
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [reviewing, setReviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const categories = useProductCategories();
  const products = useApiQuery(productsApi.list, {
    query: { category: category || undefined, limit: MAX_PAGE_SIZE, sort: 'sku' },
  });
  const post = useApiMutation(productsApi.stockTake);
  const lines: CountLine[] = useMemo(
    () => (products.data?.items ?? []).map((product) => ({ product, counted: counted[product.id] ?? '' })),
    [products.data, counted],
  );
  const variances = variancesOf(lines);
  const totals = varianceTotals(variances);
  const where = `${activeBranch?.name ?? t('branch.thisAtStart')}${category ? `, ${category}` : ''}`;

  const restart = () => {
    setCounted({});
    setReviewing(false);
  };
  const submit = () =>
    post.mutate(
      {
        body: {
          branchId: activeBranch?.id,
          // a record in the books, which are kept in English like the server's own posting words
          reason: `Stock count: ${where}`,
          counts: variances.map((v) => ({ productId: v.productId, countedQty: v.counted })),
        },
      },
      {
        onSuccess: (result) => {
          setConfirming(false);
          restart();
          const products = result.lines.length;
          toast.success(
            result.entryNumber
              ? t('stockCount.postedWithEntry', { products, entry: result.entryNumber })
              : t('stockCount.posted', { products }),
          );
        },
      },
    );

  return (
    <>
      <PageHeader title={t('stockCount.title')} description={t('stockCount.description', { where })} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('stockCount.category')}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              restart();
            }}
            disabled={reviewing}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('stockCount.allCategories')}</MenuItem>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={blind} onChange={(_, on) => setBlind(on)} disabled={reviewing} />}
            label={t('stockCount.blind')}
          />
        </Box>
        {products.isPending ? (
          <FullPageSpinner />
        ) : products.isError ? (
          <ErrorState error={products.error} onRetry={() => products.refetch()} />
        ) : lines.length === 0 ? (
          <EmptyState title={t('stockCount.emptyTitle')} description={t('stockCount.emptyDescription')} />
        ) : reviewing ? (
          <StockCountReview variances={variances} />
        ) : (
          <StockCountTable
            lines={lines}
            blind={blind}
            onCount={(id, value) => setCounted((before) => ({ ...before, [id]: value }))}
          />
        )}
        {(products.data?.total ?? 0) > MAX_PAGE_SIZE && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('stockCount.firstOnly', { max: MAX_PAGE_SIZE })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          {reviewing ? (
            <>
              <Button onClick={() => setReviewing(false)}>{t('stockCount.back')}</Button>
              <Button
                variant="contained"
                disabled={!can('stockControl:create')}
                onClick={() => setConfirming(true)}
              >
                {t('stockCount.post')}
              </Button>
            </>
          ) : (
            <Button variant="contained" disabled={variances.length === 0} onClick={() => setReviewing(true)}>
              {t('stockCount.reviewVariances', { counted: variances.length })}
            </Button>
          )}
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={t('stockCount.confirmTitle')}
        message={t('stockCount.confirmMessage', {
          counted: totals.counted,
          differing: totals.differing,
          value: formatKes(totals.value),
        })}
        confirmLabel={t('stockCount.post')}
        destructive={false}
        pending={post.isPending}
        error={post.error ?? undefined}
        onConfirm={submit}
        onClose={() => {
          setConfirming(false);
          post.reset();
        }}
      />
    </>
  );
}
