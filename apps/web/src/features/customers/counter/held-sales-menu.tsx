import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { HeldSale } from '@tawi/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { useSalesText } from '../use-sales-text';
import { useHeldSales } from './counter-api';

/** The sales this user parked at this branch: one click resumes one. */
export function HeldSalesMenu({ onResume }: { onResume: (held: HeldSale) => void }) {
  const { t } = useSalesText();
  const held = useHeldSales();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = held.data ?? [];
  return (
    <>
      <Badge badgeContent={items.length} color="primary">
        <Button
          variant="outlined"
          startIcon={<PauseCircleIcon />}
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
          disabled={items.length === 0}
        >
          {t('counter.page.held')}
        </Button>
      </Badge>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items.map((h) => (
          <MenuItem
            key={h.id}
            onClick={() => {
              setAnchor(null);
              onResume(h);
            }}
          >
            <ListItemText primary={h.label} secondary={formatDateTime(h.createdAt)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
