export const customerPaths = {
  customers: '/dashboard/customers',
  customer: (id: string) => `/dashboard/customers/${id}`,
  invoices: '/dashboard/invoices',
  invoice: (id: string) => `/dashboard/invoices/${id}`,
} as const;
