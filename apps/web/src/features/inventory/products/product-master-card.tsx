import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ProductOption } from '@tawi/contracts';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { EMPTY_DISPLAY, formatDateTime, formatKes } from '../../../shared/format';
import { formatQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';

/** The product's master data, as a definition list. */
export function ProductMasterCard({ product }: { product: ProductOption }) {
  const { t } = useInventoryText();
  const facts: Fact[] = [
    [t('product.details.sku'), product.sku],
    [t('product.details.category'), product.category ?? EMPTY_DISPLAY],
    [t('product.details.unit'), product.unit],
    [t('product.details.sellingPrice'), formatKes(product.sellingPrice)],
    ...(product.costPrice === undefined
      ? []
      : [[t('product.details.costPrice'), formatKes(product.costPrice)] as Fact]),
    [t('product.details.taxCategory'), t(`taxCategories.${product.taxCategory}`)],
    [
      t('product.details.shelfPrice'),
      product.sellingPriceIncludesTax ? t('product.details.yes') : t('product.details.no'),
    ],
    [t('product.details.defaultMinimum'), formatQty(product.defaultMinimumStock)],
    [t('product.details.lastReceived'), formatDateTime(product.lastReceivedAt)],
  ];
  return (
    <Card component="section" aria-labelledby="product-details-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="product-details-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('product.details.heading')}
      </Typography>
      <FactsList facts={facts} />
      {product.description && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {product.description}
        </Typography>
      )}
    </Card>
  );
}
