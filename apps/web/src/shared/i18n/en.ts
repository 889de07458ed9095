import type { Translated } from './translated';

/**
 * The interface's fixed text in English: the reference every other language is typed against
 * (`Translation`). English is also the fallback for any key a language lacks at run time. Add a key
 * here first; the Swahili resource then fails to compile until it has it too. Page bodies keep their
 * English text in place until they move to their area's namespace (`en/<area>.ts`, see `namespaces.ts`).
 */
export const en = {
  language: {
    menuLabel: 'Language / Lugha',
    english: 'English',
    swahili: 'Kiswahili',
    saveFailed: 'Could not save your language',
  },
  nav: {
    mainMenu: 'Main menu',
    home: 'Tawi home',
    expand: 'Expand {{label}}',
    collapse: 'Collapse {{label}}',
    labels: {
      Dashboard: 'Dashboard',
      Trade: 'Trade',
      Suppliers: 'Suppliers',
      'Purchase Orders': 'Purchase Orders',
      Bills: 'Bills',
      Payments: 'Payments',
      'VAT Summary': 'VAT Summary',
      'Customer Center': 'Customer Center',
      Customers: 'Customers',
      'Counter Sale': 'Counter Sale',
      Estimates: 'Estimates',
      Invoices: 'Invoices',
      'Sales Orders': 'Sales Orders',
      'Credit & Refunds': 'Credit & Refunds',
      'Recurring Invoices': 'Recurring Invoices',
      'Customer Statements': 'Customer Statements',
      'Receivables Aging': 'Receivables Aging',
      'Employee Center': 'Employee Center',
      Employees: 'Employees',
      Payroll: 'Payroll',
      Inventory: 'Inventory',
      'Inventory Summary': 'Inventory Summary',
      Products: 'Products',
      Transfers: 'Transfers',
      'Stock Count': 'Stock Count',
      Banking: 'Banking',
      Reconciliation: 'Reconciliation',
      Reports: 'Reports',
      'Financial Reports': 'Financial Reports',
      'Sales Inventory': 'Sales Inventory',
      'Business Insights': 'Business Insights',
      'Performance Overview': 'Performance Overview',
      Settings: 'Settings',
      'Business Profile': 'Business Profile',
    },
  },
  shell: {
    openMenu: 'Open menu',
    skipToContent: 'Skip to main content',
    search: 'Search',
    searchShortcut: 'Search (Ctrl K)',
    activeBranch: 'Active branch',
    branch: 'Branch: {{name}}',
    switchedBranch: 'Switched to {{name}}',
    toLightTheme: 'Switch to light theme',
    toDarkTheme: 'Switch to dark theme',
    toggleTheme: 'Toggle light/dark theme',
  },
  userMenu: {
    accountMenuFor: 'Account menu for {{name}}',
    settings: 'Settings',
    changePassword: 'Change password',
    logOut: 'Log out',
  },
  common: {
    cancel: 'Cancel',
    retry: 'Retry',
    couldNotLoad: 'Could not load this',
    search: 'Search',
    clearSearch: 'Clear search',
    noRecords: 'Nothing here yet',
    noResults: 'No matches',
  },
  auth: {
    brandHeadline: 'Run every branch from one place.',
    brandLead: 'The back office for Kenyan businesses: trade, customers, payroll, stock and reports.',
    brandPoints: {
      books: 'Every branch, one set of books',
      trade: 'Invoices, stock and transfers in KES',
      statutory: 'PAYE, NSSF, SHIF and VAT ready',
    },
    brandFooter: 'Karibu. Made for Kenya.',
    email: 'Email',
    password: 'Password',
    signIn: {
      title: 'Sign in',
      subtitle: 'Welcome back. Sign in to your business account.',
      forgotPassword: 'Forgot password?',
      submit: 'Sign in',
      newHere: 'New to Tawi?',
      createAccount: 'Create a business account',
    },
    signUp: {
      title: 'Create your account',
      subtitle: 'Set up your business and its first branch. You can add more branches later.',
      businessName: 'Business name',
      firstBranch: 'First branch',
      firstBranchHelp: 'Where you trade from; add more branches later',
      fullName: 'Your full name',
      passwordHelp: 'At least {{count}} characters',
      vatRegistered: 'The business is VAT-registered',
      vatRegisteredHelp: 'Invoices dated from the registration on charge VAT and are titled TAX INVOICE.',
      notVatRegisteredHelp:
        'Not registered: invoices charge no VAT. You can change this later in the business profile.',
      kraPin: 'KRA PIN',
      vatRegisteredFrom: 'VAT registered from',
      submit: 'Create account',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
      emailTaken: 'This email is already registered',
      ready: 'Karibu! {{name}} is ready.',
    },
  },
} as const;

export type Translation = Translated<typeof en>;

/** A menu entry's English name (nav-items.ts uses only these, so each has a translation). */
export type MenuLabel = keyof typeof en.nav.labels;
