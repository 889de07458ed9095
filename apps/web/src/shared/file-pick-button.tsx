import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button, { type ButtonProps } from '@mui/material/Button';
import { ATTACHMENT_TYPES } from '@tawi/contracts';
import type { ReactNode } from 'react';

export interface FilePickButtonProps {
  children: ReactNode;
  /** Called with the chosen file (the same file may be chosen again afterwards). */
  onPick: (file: File) => void;
  /** The types offered; by default what the API keeps as attachments (PDF, PNG, JPEG, WebP). */
  accept?: string;
  loading?: boolean;
  variant?: ButtonProps['variant'];
  sx?: ButtonProps['sx'];
}

/** A button that opens the file chooser: attachments, filing reports. */
export function FilePickButton({
  children,
  onPick,
  accept = ATTACHMENT_TYPES.join(','),
  loading,
  variant = 'text',
  sx,
}: FilePickButtonProps) {
  return (
    <Button component="label" variant={variant} startIcon={<AttachFileIcon />} loading={loading} sx={sx}>
      {children}
      <input
        type="file"
        hidden
        accept={accept}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
    </Button>
  );
}
