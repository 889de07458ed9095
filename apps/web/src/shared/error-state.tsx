import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './api/api-error';

export interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

/** A failed load, with the server's message and a Retry button. */
export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title ?? t('common.couldNotLoad')}</AlertTitle>
      {errorMessage(error)}
    </Alert>
  );
}
