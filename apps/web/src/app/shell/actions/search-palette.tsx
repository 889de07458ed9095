import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type SearchItem, searchApi } from '@tawi/contracts';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { useDebouncedValue } from '../../../shared/use-debounced-value';

const optionId = (i: number) => `search-option-${i}`;

function Hint({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ px: 2.5, py: 3 }} role="status">
      {text}
    </Typography>
  );
}

/**
 * The search palette (Ctrl+K): type 2 characters or more; arrows move through the matches, Enter
 * opens one, Escape closes.
 */
export function SearchPalette({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), 200);
  const results = useApiQuery(searchApi.search, { query: { q } }, { enabled: q.length >= 2 });
  const items: SearchItem[] = q.length >= 2 ? (results.data?.items ?? []) : [];

  const open = (item: SearchItem | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.link);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (items.length ? (a + step + items.length) % items.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(items[active]);
    }
  };

  const hint =
    q.length < 2
      ? t('searchPalette.hint')
      : results.isFetching && !results.data
        ? undefined
        : items.length === 0
          ? t('searchPalette.nothingFound', { query: q })
          : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      slotProps={{
        // the name on the element with role="dialog" (the Dialog's own aria-label stays on its root)
        paper: {
          'aria-label': t('searchPalette.label'),
          'aria-labelledby': undefined,
          sx: { alignSelf: { sm: 'flex-start' }, mt: { sm: 10 } },
        },
      }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          placeholder={t('searchPalette.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': t('searchPalette.label'),
              'aria-expanded': items.length > 0,
              'aria-controls': 'search-results',
              'aria-autocomplete': 'list',
              'aria-activedescendant': items.length ? optionId(active) : undefined,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ height: 4 }}>
        {results.isFetching && <LinearProgress aria-label={t('searchPalette.searching')} />}
      </Box>
      {hint && <Hint text={hint} />}
      <List
        id="search-results"
        role="listbox"
        aria-label={t('searchPalette.results')}
        sx={{ pb: 1, overflowY: 'auto' }}
      >
        {items.map((item, i) => (
          <ListItemButton
            key={`${item.kind}-${item.id}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            selected={i === active}
            tabIndex={-1}
            onMouseEnter={() => setActive(i)}
            onClick={() => open(item)}
            sx={{ px: 2.5 }}
          >
            <ListItemText
              primary={item.label}
              secondary={`${t(`searchPalette.kinds.${item.kind}`)} · ${item.detail}`}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
