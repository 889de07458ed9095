import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyUpdate } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { ME_QUERY_KEY } from '../../../shared/api/query-client';

export const COMPANY_KEY = ['company'] as const;

export function useCompany() {
  return useQuery({ queryKey: COMPANY_KEY, queryFn: () => api<Company>('/api/company') });
}

/** After any change the top bar (me.company) and the audit log are out of date too. */
function useCompanyChanged() {
  const queryClient = useQueryClient();
  return (company?: Company) => {
    if (company) queryClient.setQueryData(COMPANY_KEY, company);
    else void queryClient.invalidateQueries({ queryKey: COMPANY_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['audit-log'] });
  };
}

export function useUpdateCompany() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (body: CompanyUpdate) => api<Company>('/api/company', { method: 'PATCH', body }),
    onSuccess: (company) => changed(company),
  });
}

export function useUploadLogo() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: (file: File) => api<Company>('/api/company/logo', { method: 'PUT', body: file }),
    onSuccess: (company) => changed(company),
  });
}

export function useDeleteLogo() {
  const changed = useCompanyChanged();
  return useMutation({
    mutationFn: () => api<void>('/api/company/logo', { method: 'DELETE' }),
    onSuccess: () => changed(),
  });
}
