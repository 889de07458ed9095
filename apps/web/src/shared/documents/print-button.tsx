import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useDocumentsText } from './use-documents-text';

/** Mark anything a printout should leave out (filters, buttons) with this attribute. */
export const PRINT_HIDDEN = { 'data-print': 'hide' } as const;

/** On paper: no top bar, no menu, no marked controls, the page across the whole width. */
const printStyles = {
  '@media print': {
    '.MuiAppBar-root, div:has(> .MuiDrawer-docked), [data-print="hide"], .MuiToolbar-root:empty': {
      display: 'none !important',
    },
    '#main-content': { padding: '0 !important' },
    'body, div:has(> #main-content)': { background: '#fff !important' },
  },
};

/** Prints the page as it shows (the browser's print dialog, where "Save as PDF" is one choice). */
export function PrintButton() {
  const { t } = useDocumentsText();
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {t('actions.print')}
      </Button>
    </>
  );
}
