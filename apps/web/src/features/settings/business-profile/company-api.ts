import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, type Company, companyApi } from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import { ME_QUERY_KEY } from '../../../shared/api/query-client';
import { useShownBodyMutation } from '../../../shared/api/shown-answer';

export function useCompany() {
  return useApiQuery(companyApi.get, {});
}

/** The answer is the company as saved: shown at once (the entry's touches reload the rest). */
function useShowCompany() {
  const queryClient = useQueryClient();
  return (company: Company) => {
    queryClient.setQueryData(apiQueryKey(companyApi.get, {}), company);
    // the session carries the company too (VAT registration decides VAT on the sales forms)
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}

export function useUpdateCompany() {
  return useShownBodyMutation(companyApi.update, useShowCompany());
}

export function useUploadLogo() {
  const show = useShowCompany();
  return useApiMutation(companyApi.uploadLogo, {
    input: (file: File) => ({ body: file }),
    onSuccess: (company) => show(company),
  });
}

export function useDeleteLogo() {
  return useApiMutation(companyApi.removeLogo, { input: (_: undefined) => ({}) });
}
