import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { useDocumentsText } from './use-documents-text';

export interface PdfDownloadButtonProps {
  /** The PDF's address (a same-origin link sends the session cookie); none while it cannot be made. */
  href: string | undefined;
  /** Default "Download PDF". */
  label?: string;
}

/** A link styled as a button that downloads a document's PDF; greyed out without an address. */
export function PdfDownloadButton({ href, label }: PdfDownloadButtonProps) {
  const { t } = useDocumentsText();
  return (
    <Button variant="outlined" startIcon={<PictureAsPdfIcon />} href={href ?? ''} download disabled={!href}>
      {label ?? t('actions.downloadPdf')}
    </Button>
  );
}
