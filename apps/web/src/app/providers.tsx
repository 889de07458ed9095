import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { DATE_ADAPTER_LOCALE, DateAdapter } from '../shared/dates/date-adapter';
import { AppToaster } from './app-toaster';
import { ThemeModeProvider } from './theme/theme-mode-provider';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <LocalizationProvider dateAdapter={DateAdapter} adapterLocale={DATE_ADAPTER_LOCALE}>
          {children}
        </LocalizationProvider>
        <AppToaster />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
