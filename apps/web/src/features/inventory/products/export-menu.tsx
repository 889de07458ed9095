import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useInventoryText } from '../use-inventory-text';
import { type ProductExportFilter, productExportUrl } from './products-api';

const FORMATS = ['csv', 'xlsx'] as const;

/** Downloads the products the list shows (its filters, every page) as CSV or XLSX. */
export function ExportMenu({ filter }: { filter: ProductExportFilter }) {
  const menuId = useId();
  const { t } = useInventoryText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<FileDownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('products.export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={productExportUrl(format, filter)}
            download
            onClick={() => setAnchor(null)}
          >
            {t(`products.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
