import { useTheme } from '@mui/material/styles';
import { MAX_TOASTS, TOAST_DURATIONS } from '@tawi/domain';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** Newest toasts come first in the store: dismiss every visible one past the limit. */
function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .filter((_, index) => index >= limit)
      .forEach((t) => {
        toast.dismiss(t.id);
      });
  }, [toasts, limit]);
}

/** Toasts at top centre with the spec's durations (SPEC point 9), at most MAX_TOASTS at once. */
export function AppToaster() {
  const theme = useTheme();
  useToastLimit(MAX_TOASTS);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        blank: { duration: TOAST_DURATIONS.blank },
        error: { duration: TOAST_DURATIONS.error },
        success: {
          duration: TOAST_DURATIONS.success,
          iconTheme: { primary: theme.palette.success.main, secondary: theme.palette.background.paper },
        },
        loading: { duration: TOAST_DURATIONS.loading },
        style: {
          fontFamily: theme.typography.fontFamily,
          background: theme.palette.background.paper,
          color: theme.palette.text.primary,
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: theme.shadows[4],
        },
      }}
    />
  );
}
