import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { errorMessage } from './api/api-error';

export interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

/** A failed load, with the server's message and a Retry button. */
export function ErrorState({ error, title = 'Could not load this', onRetry }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {errorMessage(error)}
    </Alert>
  );
}
