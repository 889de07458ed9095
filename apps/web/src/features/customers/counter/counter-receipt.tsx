import Box from '@mui/material/Box';
import type { CounterSale } from '@tawi/contracts';
import type { Language } from '@tawi/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { paymentMethodText } from '../../../shared/documents/payment-labels';
import { useDocumentsTextIn } from '../../../shared/documents/use-documents-text';
import { formatDateTime, formatKes } from '../../../shared/format';
import { useSalesTextIn } from '../use-sales-text';

/** The paper a thermal printer takes: 80 mm or 58 mm rolls. */
export type ReceiptPaper = '80mm' | '58mm';

export interface CounterReceiptProps {
  sale: CounterSale;
  company: {
    name: string;
    kraPin: string | null;
    address: string | null;
    phone: string | null;
    /** The company's document language: the receipt prints in it, whatever the cashier's interface. */
    language: Language;
  };
  branchName: string;
  paper: ReceiptPaper;
}

function useQrDataUrl(text: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void QRCode.toDataURL(text, { margin: 0, width: 160 }).then((u) => live && setUrl(u));
    return () => {
      live = false;
    };
  }, [text]);
  return text ? url : null;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: '8px' } as const;

/**
 * The till receipt of a counter sale, laid out for a thermal roll (monospace, one column): the
 * company, the invoice, its lines, the totals and VAT, each payment and the change, and the eTIMS
 * control-unit number and QR code once KRA signed it. Printed alone (see printReceipt).
 */
export function CounterReceipt({ sale, company, branchName, paper }: CounterReceiptProps) {
  const t = useSalesTextIn(company.language);
  const d = useDocumentsTextIn(company.language);
  const { invoice, receipts, change } = sale;
  const e = invoice.etims;
  const qr = useQrDataUrl(e.qrUrl);
  const cuNumber =
    e.invoiceNumber === null ? null : `${e.controlUnitId ? `${e.controlUnitId}/` : ''}${e.invoiceNumber}`;
  return (
    <Box
      className="counter-receipt"
      data-paper={paper}
      sx={{
        width: paper === '80mm' ? '72mm' : '48mm',
        mx: 'auto',
        p: '2mm',
        fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
        fontSize: paper === '80mm' ? '12px' : '10px',
        lineHeight: 1.35,
        color: '#000',
        bgcolor: '#fff',
        '& hr': { border: 0, borderTop: '1px dashed #000', my: '4px' },
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <strong>{company.name}</strong>
        <div>{branchName}</div>
        {company.address && <div>{company.address}</div>}
        {company.phone && <div>{t('counter.receipt.phone', { phone: company.phone })}</div>}
        {company.kraPin && <div>{t('counter.receipt.pin', { pin: company.kraPin })}</div>}
      </Box>
      <hr />
      <div style={row}>
        <span>{invoice.invoiceNumber}</span>
        <span>{formatDateTime(invoice.createdAt)}</span>
      </div>
      <div>{invoice.customerName}</div>
      <hr />
      {invoice.lines.map((l) => (
        <div key={l.lineNo}>
          <div>{l.description}</div>
          <div style={row}>
            <span>
              {l.qty} x {formatKes(l.unitPrice)}
              {l.discount > 0 && ` -${formatKes(l.discount)}`}
            </span>
            <span>{formatKes(l.priceIncludesTax ? l.lineTotal : l.amount)}</span>
          </div>
        </div>
      ))}
      <hr />
      <div style={row}>
        <span>{t('counter.receipt.subtotal')}</span>
        <span>{formatKes(invoice.subtotal)}</span>
      </div>
      <div style={row}>
        <span>{t('common.vat')}</span>
        <span>{formatKes(invoice.taxTotal)}</span>
      </div>
      <div style={{ ...row, fontWeight: 700 }}>
        <span>{t('counter.receipt.total')}</span>
        <span>{formatKes(invoice.total)}</span>
      </div>
      <hr />
      {receipts.map((r) => (
        <div key={r.id} style={row}>
          <span>
            {paymentMethodText(d, r.paymentMethod)}
            {r.reference && ` ${r.reference}`}
          </span>
          <span>{formatKes(r.amount)}</span>
        </div>
      ))}
      {change > 0 && (
        <div style={{ ...row, fontWeight: 700 }}>
          <span>{t('counter.receipt.change')}</span>
          <span>{formatKes(change)}</span>
        </div>
      )}
      {(cuNumber || qr) && (
        <>
          <hr />
          <Box sx={{ textAlign: 'center' }}>
            <div>KRA eTIMS</div>
            {cuNumber && <div>{t('counter.receipt.cuInvoice', { number: cuNumber })}</div>}
            {e.internalData && <div style={{ wordBreak: 'break-all' }}>{e.internalData}</div>}
            {qr && (
              <img
                src={qr}
                alt={t('counter.receipt.qrCode')}
                style={{ width: '28mm', height: '28mm', marginTop: 4 }}
              />
            )}
          </Box>
        </>
      )}
      <hr />
      <Box sx={{ textAlign: 'center' }}>{t('counter.receipt.thanks')}</Box>
    </Box>
  );
}

/**
 * Prints the receipt alone on the roll: a print stylesheet for the paper hides the page but the
 * receipt and sets the page size (`@page`), then the browser's print dialog.
 */
export function printReceipt(paper: ReceiptPaper) {
  // the roll is as long as the receipt (px at 96 per inch to mm), plus a margin for the cutter
  const receipt = document.querySelector<HTMLElement>('.counter-receipt');
  const length = Math.ceil(((receipt?.offsetHeight ?? 1100) * 25.4) / 96) + 10;
  const style = document.createElement('style');
  style.dataset.receiptPrint = paper;
  style.textContent = `
    @page { size: ${paper} ${length}mm; margin: 0; }
    @media print {
      body * { visibility: hidden !important; }
      .counter-receipt, .counter-receipt * { visibility: visible !important; }
      .counter-receipt { position: fixed; left: 0; top: 0; margin: 0 !important; }
    }`;
  document.head.appendChild(style);
  const done = () => {
    style.remove();
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
