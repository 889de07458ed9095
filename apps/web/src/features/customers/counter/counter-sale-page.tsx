import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CounterSale, HeldSale, ProductOption } from '@tawi/contracts';
import type { Money } from '@tawi/domain';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { formatKes } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { useChargesVat } from '../../../shared/session/use-charges-vat';
import { useSalesText } from '../use-sales-text';
import { CartLines } from './cart-lines';
import { productsBySku, useCounterSale, useHoldSale, useReleaseHeldSale } from './counter-api';
import {
  addToCart,
  type CartLine,
  cartTotals,
  EMPTY_PAYMENT,
  linesOfHeld,
  paymentsOf,
  remaining,
} from './counter-cart';
import { CounterCustomer } from './counter-customer';
import { HeldSalesMenu } from './held-sales-menu';
import { PaymentPanel } from './payment-panel';
import { ProductScanField } from './product-scan-field';
import { ReceiptDialog } from './receipt-dialog';

/**
 * The counter (point of sale): scan or search products, walk-in or a named customer, payment by
 * cash (change shown), M-Pesa, card or split; Charge issues the invoice and takes the receipts in
 * one call and shows the till receipt. Sales can be parked and resumed. Ctrl+Enter charges.
 */
export function CounterSalePage() {
  const { t } = useSalesText();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [customer, setCustomer] = useState<{ id: string; name: string | null }>({ id: '', name: null });
  const [payment, setPayment] = useState(EMPTY_PAYMENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [sale, setSale] = useState<CounterSale | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);
  const sell = useCounterSale();
  const hold = useHoldSale();
  const release = useReleaseHeldSale();
  const totals = cartTotals(lines, useChargesVat(undefined));
  const payments = paymentsOf(payment, totals.total);
  const canCharge = lines.length > 0 && remaining(payments, totals.total).isZero() && !sell.isPending;

  const reset = () => {
    setLines([]);
    setCustomer({ id: '', name: null });
    setPayment(EMPTY_PAYMENT);
    setErrors({});
    setFailure('');
    setSale(null);
    scanRef.current?.focus();
  };
  const add = (p: ProductOption) => setLines((ls) => addToCart(ls, p));
  const charge = async () => {
    if (!canCharge) return;
    setErrors({});
    setFailure('');
    try {
      const tendered = payment.tendered.trim() === '' ? undefined : Number(payment.tendered);
      const done = await sell.mutateAsync({
        ...(customer.id && { customerId: customer.id }),
        lines: lines.map((l) => ({
          productId: l.productId,
          qty: l.qty,
          unitPrice: l.unitPrice,
          discount: l.discount,
        })),
        payments,
        ...(tendered !== undefined && { tendered }),
      });
      setSale(done);
    } catch (err) {
      setFailure(errorMessage(err));
      if (isApiError(err)) setErrors(err.fields);
    }
  };
  const park = async () => {
    try {
      await hold.mutateAsync({
        ...(customer.id && { customerId: customer.id, customerName: customer.name ?? undefined }),
        lines: lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          sku: l.sku,
          qty: l.qty,
          unitPrice: l.unitPrice,
          discount: l.discount,
        })),
      });
      toast.success(t('counter.page.parked'));
      reset();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const resume = async (held: HeldSale) => {
    try {
      const products = await productsBySku(held.lines.map((l) => l.sku));
      setLines(linesOfHeld(held, products));
      setCustomer({ id: held.customerId ?? '', name: held.customerName });
      await release.mutateAsync(held.id);
      scanRef.current?.focus();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        document.getElementById('counter-charge')?.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <PageHeader
        title={t('counter.page.title')}
        description={t('counter.page.description')}
        actions={
          <>
            <HeldSalesMenu onResume={(h) => void resume(h)} />
            <Button
              variant="outlined"
              onClick={() => void park()}
              disabled={lines.length === 0 || hold.isPending}
            >
              {t('counter.page.park')}
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' } }}>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <ProductScanField onAdd={add} inputRef={scanRef} />
          <CartLines
            lines={lines}
            lineTotals={totals.lines.map((l) => l.lineTotal.toNumber())}
            onChange={(i, patch) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)))}
            onRemove={(i) => setLines((ls) => ls.filter((_, j) => j !== i))}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
          <CounterCustomer customerId={customer.id} onChange={(id, name) => setCustomer({ id, name })} />
          <Box>
            <Row label={t('counter.page.subtotal')} value={totals.subtotal} />
            <Row label={t('common.vat')} value={totals.taxTotal} />
            <Typography
              variant="h5"
              component="p"
              sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}
            >
              <span>{t('common.total')}</span>
              <span data-testid="sale-total">{formatKes(totals.total.toNumber())}</span>
            </Typography>
          </Box>
          <PaymentPanel
            draft={payment}
            total={totals.total}
            errors={errors}
            onChange={(patch) => setPayment((p) => ({ ...p, ...patch }))}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Button
            id="counter-charge"
            size="large"
            variant="contained"
            startIcon={<PointOfSaleIcon />}
            disabled={!canCharge}
            onClick={() => void charge()}
          >
            {t('counter.page.charge', { amount: formatKes(totals.total.toNumber()) })}
          </Button>
        </Paper>
      </Box>
      <ReceiptDialog sale={sale} onNewSale={reset} />
    </>
  );
}

function Row({ label, value }: { label: string; value: Money }) {
  return (
    <Typography color="text.secondary" sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <span>{label}</span>
      <span>{formatKes(value.toNumber())}</span>
    </Typography>
  );
}
