/**
 * Customer Center: customers, receipts, credit notes and refunds, recurring invoices, statements,
 * receivables aging: the English text (the reference the Swahili is typed against).
 */
export const customers = {
  list: {
    title: 'Customers',
    description: 'Who you sell to, and what each of them owes you from the books.',
    add: 'Add customer',
    searchLabel: 'Search customers',
    searchPlaceholder: 'Name, contact, phone or KRA PIN',
    noMatchTitle: 'No customer matches your search',
    noMatchDescription: 'Try another name, phone or PIN.',
    emptyTitle: 'No customers yet',
    emptyDescription: 'Add the people and businesses you sell to.',
    deleted: '{{name}} deleted',
    deleteTitle: 'Delete {{name}}?',
    deleteMessage: 'It leaves the customer lists and pickers. Its invoices, receipts and statement stay.',
    delete: 'Delete',
    editNamed: 'Edit {{name}}',
    deleteNamed: 'Delete {{name}}',
  },
  columns: {
    name: 'Name',
    contact: 'Contact',
    phone: 'Phone',
    kraPin: 'KRA PIN',
    terms: 'Terms',
    balance: 'Balance',
    tier: 'Tier',
    status: 'Status',
    actions: 'Actions',
  },
} as const;
