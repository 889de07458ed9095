import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useMenuLabel } from '../../shared/i18n/use-menu-label';
import { useSession } from '../../shared/session/session-context';
import { type NavItem, type NavLeaf, selectedNavPath } from '../nav/nav-items';
import { navFor } from '../nav/page-access';

type OpenState = Record<string, boolean>;

function containsPath(item: NavItem, path: string | undefined): boolean {
  if (!path) return false;
  if (item.kind === 'link' && item.to === path) return true;
  return (item.children ?? []).some((child) => child.to === path);
}

function LeafLink({
  leaf,
  selected,
  nested,
  onClick,
}: {
  leaf: NavLeaf;
  selected: boolean;
  nested?: boolean;
  onClick: () => void;
}) {
  const Icon = leaf.icon;
  const menuLabel = useMenuLabel();
  return (
    <ListItemButton
      component={RouterLink}
      to={leaf.to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onClick}
      sx={{ pl: nested ? 4 : 1.5, py: nested ? 0.5 : 0.75, mb: 0.25 }}
    >
      <ListItemIcon>
        <Icon fontSize={nested ? 'small' : 'medium'} />
      </ListItemIcon>
      <ListItemText
        primary={menuLabel(leaf.label)}
        slotProps={{ primary: { variant: nested ? 'body2' : 'body1', noWrap: true } }}
      />
    </ListItemButton>
  );
}

const childrenId = (label: string) => `nav-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The pages under a menu entry, shown while it is expanded. */
function Children({
  parent,
  open,
  selected,
  onNavigate,
}: {
  parent: NavItem;
  open: boolean;
  selected: string | undefined;
  onNavigate: () => void;
}) {
  return (
    // the theme's duration (none with reduced motion), not "auto", which animates whatever the theme says
    <Collapse in={open} unmountOnExit id={childrenId(parent.label)}>
      <List disablePadding>
        {(parent.children ?? []).map((leaf) => (
          // a list holds list items only (axe: list): the link inside its own <li>
          <li key={leaf.to}>
            <LeafLink leaf={leaf} nested selected={leaf.to === selected} onClick={onNavigate} />
          </li>
        ))}
      </List>
    </Collapse>
  );
}

/**
 * The sidebar menu: only the pages the user's role may open. Groups expand and collapse; Trade,
 * Reports and Settings also navigate.
 */
export function SidebarNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const menuLabel = useMenuLabel();
  const { can } = useSession();
  const items = useMemo(() => navFor(can), [can]);
  const selected = selectedNavPath(pathname, items);
  const [open, setOpen] = useState<OpenState>(() =>
    Object.fromEntries(items.map((item) => [item.label, containsPath(item, selected)])),
  );

  useEffect(() => {
    const parent = items.find((item) => containsPath(item, selected) && (item.children?.length ?? 0) > 0);
    if (parent) setOpen((o) => (o[parent.label] ? o : { ...o, [parent.label]: true }));
  }, [selected, items]);

  const toggle = (label: string) => setOpen((o) => ({ ...o, [label]: !o[label] }));

  return (
    <Box component="nav" aria-label={t('nav.mainMenu')}>
      <List sx={{ px: 1.5, py: 1 }}>
        {items.map((item) => {
          const isOpen = open[item.label] === true;
          const Icon = item.icon;
          const ExpandIcon = isOpen ? ExpandLessIcon : ExpandMoreIcon;
          if (item.kind === 'group') {
            return (
              <li key={item.label}>
                <ListItemButton
                  onClick={() => toggle(item.label)}
                  aria-expanded={isOpen}
                  aria-controls={childrenId(item.label)}
                  sx={{ px: 1.5, py: 0.75, mb: 0.25 }}
                >
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={menuLabel(item.label)} slotProps={{ primary: { noWrap: true } }} />
                  <ExpandIcon fontSize="small" aria-hidden />
                </ListItemButton>
                <Children parent={item} open={isOpen} selected={selected} onNavigate={onNavigate} />
              </li>
            );
          }
          if (!item.children?.length) {
            return (
              <li key={item.to}>
                <LeafLink leaf={item} selected={item.to === selected} onClick={onNavigate} />
              </li>
            );
          }
          return (
            <li key={item.to}>
              <ListItem
                disablePadding
                component="div"
                secondaryAction={
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={t(isOpen ? 'nav.collapse' : 'nav.expand', { label: menuLabel(item.label) })}
                    aria-expanded={isOpen}
                    aria-controls={childrenId(item.label)}
                    onClick={() => toggle(item.label)}
                  >
                    <ExpandIcon fontSize="small" />
                  </IconButton>
                }
              >
                <LeafLink
                  leaf={item}
                  selected={item.to === selected}
                  onClick={() => {
                    setOpen((o) => ({ ...o, [item.label]: true }));
                    onNavigate();
                  }}
                />
              </ListItem>
              <Children parent={item} open={isOpen} selected={selected} onNavigate={onNavigate} />
            </li>
          );
        })}
      </List>
    </Box>
  );
}
