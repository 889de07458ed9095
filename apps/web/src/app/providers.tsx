import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { AppToaster } from './app-toaster';
import { ThemeModeProvider } from './theme/theme-mode-provider';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        {children}
        <AppToaster />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
