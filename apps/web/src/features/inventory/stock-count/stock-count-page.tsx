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
  const where = `${activeBranch?.name ?? 'This branch'}${category ? `, ${category}` : ''}`;

  const restart = () => {
    setCounted({});
    setReviewing(false);
  };
  const submit = () =>
    post.mutate(
      {
        body: {
          branchId: activeBranch?.id,
          reason: `Stock count: ${where}`,
          counts: variances.map((v) => ({ productId: v.productId, countedQty: v.counted })),
        },
      },
      {
        onSuccess: (result) => {
          setConfirming(false);
          restart();
          toast.success(
            `Count posted: ${result.lines.length} products${result.entryNumber ? `, ${result.entryNumber}` : ''}`,
          );
        },
      },
    );

  return (
    <>
      <PageHeader
        title="Stock count"
        description={`Count what is on the shelves of ${where} and post the differences.`}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <TextField
            select
            size="small"
            label="Category"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              restart();
            }}
            disabled={reviewing}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All categories</MenuItem>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={blind} onChange={(_, on) => setBlind(on)} disabled={reviewing} />}
            label="Blind count (hide expected quantities)"
          />
        </Box>
        {products.isPending ? (
          <FullPageSpinner />
        ) : products.isError ? (
          <ErrorState error={products.error} onRetry={() => products.refetch()} />
        ) : lines.length === 0 ? (
          <EmptyState
            title="No products to count"
            description="This category has no products in this branch."
          />
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
            The sheet lists the first {MAX_PAGE_SIZE} products: count a category at a time.
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          {reviewing ? (
            <>
              <Button onClick={() => setReviewing(false)}>Back to the count</Button>
              <Button
                variant="contained"
                disabled={!can('stockControl:create')}
                onClick={() => setConfirming(true)}
              >
                Post count
              </Button>
            </>
          ) : (
            <Button variant="contained" disabled={variances.length === 0} onClick={() => setReviewing(true)}>
              Review variances ({variances.length} counted)
            </Button>
          )}
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title="Post this count?"
        message={`${totals.counted} products counted, ${totals.differing} with a variance; net ${formatKes(
          totals.value,
        )}. The differences move stock and post to stock adjustments. This cannot be edited afterwards.`}
        confirmLabel="Post count"
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
