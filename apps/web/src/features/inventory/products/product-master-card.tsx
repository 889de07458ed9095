import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ProductOption } from '@tawi/contracts';
import { EMPTY_DISPLAY, formatDateTime, formatKes } from '../../../shared/format';
import { formatQty, taxLabel } from '../inventory-format';

/** The product's master data, as a definition list. */
export function ProductMasterCard({ product }: { product: ProductOption }) {
  const facts: Array<[string, string]> = [
    ['SKU', product.sku],
    ['Category', product.category ?? EMPTY_DISPLAY],
    ['Unit', product.unit],
    ['Selling price', formatKes(product.sellingPrice)],
    ...(product.costPrice === undefined
      ? []
      : [['Cost price', formatKes(product.costPrice)] as [string, string]]),
    ['Tax category', taxLabel(product.taxCategory)],
    ['Shelf price (VAT included)', product.sellingPriceIncludesTax ? 'Yes' : 'No'],
    ['Default minimum stock', formatQty(product.defaultMinimumStock)],
    ['Last received', formatDateTime(product.lastReceivedAt)],
  ];
  return (
    <Card component="section" aria-labelledby="product-details-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="product-details-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Details
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd">{value}</Typography>
          </div>
        ))}
      </Box>
      {product.description && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {product.description}
        </Typography>
      )}
    </Card>
  );
}
