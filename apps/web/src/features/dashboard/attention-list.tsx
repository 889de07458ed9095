import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ErrorOutlineIcon from '@mui/icons-material/Error';
import EventIcon from '@mui/icons-material/Event';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MailOutlineIcon from '@mui/icons-material/Mail';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { AttentionItem, AttentionKind } from '@tawi/contracts';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { mayOpen } from '../../app/nav/page-access';
import { useSession } from '../../shared/session/session-context';
import { useDashboardText } from './use-dashboard-text';

/** Each kind's icon; its words are `attention.<kind>` of the dashboard text, by count. */
const ICONS: Record<AttentionKind, ComponentType<SvgIconProps>> = {
  'overdue-invoices': ReceiptLongIcon,
  'bills-due-this-week': EventIcon,
  'transfers-in-transit': LocalShippingIcon,
  'failed-emails': MailOutlineIcon,
  'failed-etims': ErrorOutlineIcon,
  'low-stock': Inventory2Icon,
};

/** What needs acting on, each opening the page that lists it. */
export function AttentionList({ items: all }: { items: AttentionItem[] }) {
  const { can } = useSession();
  const { t } = useDashboardText();
  const items = all.filter((item) => mayOpen(can, item.link));
  return (
    <Card
      component="section"
      aria-labelledby="attention-heading"
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0, height: '100%' }}
    >
      <Typography id="attention-heading" variant="h6" component="h2">
        {t('attention.heading')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <CheckCircleOutlineIcon color="success" aria-hidden /> {t('attention.nothing')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => {
            const Icon = ICONS[item.kind];
            return (
              // each link in its own <li>: a list holds list items only (axe "list")
              <ListItem key={item.kind} disablePadding>
                <ListItemButton component={RouterLink} to={item.link} sx={{ borderRadius: 2, px: 1 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" color="warning" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={t(`attention.${item.kind}`, { count: item.count })} />
                  <ChevronRightIcon fontSize="small" color="action" aria-hidden />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Card>
  );
}
