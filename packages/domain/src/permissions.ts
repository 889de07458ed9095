/** Permission modules and actions (SPEC point 6). A permission is written `module:action`. */
export const PERMISSION_MODULES = [
  'dashboard',
  'trade',
  'customers',
  'employees',
  'banking',
  'inventory',
  'stockControl',
  'accounting',
  'settings',
] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete', 'approve'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const PERMISSION_ACTION_LABELS: Record<PermissionAction, string> = {
  read: 'View',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  approve: 'Approve',
};

export const PERMISSION_MODULE_LABELS: Record<PermissionModule, string> = {
  dashboard: 'Dashboard',
  trade: 'Trade',
  customers: 'Customers',
  employees: 'Employees',
  banking: 'Banking',
  inventory: 'Inventory',
  stockControl: 'Stock control',
  accounting: 'Accounting',
  settings: 'Settings',
};

/** Permissions outside the module x action matrix: what a role may see across modules. */
export const SPECIAL_PERMISSIONS = ['costs:read'] as const;
export type SpecialPermission = (typeof SPECIAL_PERMISSIONS)[number];

export const SPECIAL_PERMISSION_LABELS: Record<SpecialPermission, { label: string; description: string }> = {
  'costs:read': {
    label: 'Cost prices and margins',
    description:
      'Cost prices, stock values at cost, gross profit and margins on products, stock, the dashboard and reports.',
  },
};

export type Permission = `${PermissionModule}:${PermissionAction}` | SpecialPermission;

/** Sees cost prices, stock values at cost and margins. */
export const COSTS_READ: Permission = 'costs:read';

export const ALL_PERMISSIONS: readonly Permission[] = [
  ...PERMISSION_MODULES.flatMap((m) => PERMISSION_ACTIONS.map((a): Permission => `${m}:${a}`)),
  ...SPECIAL_PERMISSIONS,
];

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

type Grants = Partial<Record<PermissionModule, readonly PermissionAction[] | 'all'>>;

function expand(grants: Grants, special: readonly SpecialPermission[] = []): Permission[] {
  const matrix = PERMISSION_MODULES.flatMap((m) => {
    const g = grants[m];
    if (!g) return [];
    const actions = g === 'all' ? PERMISSION_ACTIONS : g;
    return actions.map((a): Permission => `${m}:${a}`);
  });
  return [...matrix, ...special];
}

export interface BuiltInRole {
  key: string;
  name: string;
  description: string;
  /** Owners and Administrators reach every branch; other roles only their assigned ones. */
  allBranches: boolean;
  permissions: Permission[];
}

const R: readonly PermissionAction[] = ['read'];
const CRU: readonly PermissionAction[] = ['read', 'create', 'update'];
const CRUD: readonly PermissionAction[] = ['read', 'create', 'update', 'delete'];

export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  {
    key: 'owner',
    name: 'Owner',
    description: 'Everything, every branch. Cannot be edited.',
    allBranches: true,
    permissions: [...ALL_PERMISSIONS],
  },
  {
    key: 'administrator',
    name: 'Administrator',
    description: 'Everything, every branch.',
    allBranches: true,
    permissions: [...ALL_PERMISSIONS],
  },
  {
    key: 'accountant',
    name: 'Accountant',
    description: 'Books, trade, customers and banking; reads the rest.',
    allBranches: false,
    permissions: expand(
      {
        dashboard: R,
        trade: 'all',
        customers: 'all',
        banking: 'all',
        accounting: 'all',
        inventory: R,
        stockControl: R,
        employees: R,
        settings: R,
      },
      ['costs:read'],
    ),
  },
  {
    key: 'branch_manager',
    name: 'Branch Manager',
    description: 'Runs a branch: trade, customers, stock; approves.',
    allBranches: false,
    permissions: expand(
      {
        dashboard: R,
        trade: [...CRU, 'approve'],
        customers: 'all',
        inventory: CRUD,
        stockControl: [...CRU, 'approve'],
        banking: R,
        employees: R,
        accounting: R,
        settings: R,
      },
      ['costs:read'],
    ),
  },
  {
    key: 'sales',
    name: 'Sales',
    description: 'Customers, estimates, invoices and receipts.',
    allBranches: false,
    permissions: expand({ dashboard: R, customers: CRU, inventory: R }),
  },
  {
    key: 'storekeeper',
    name: 'Storekeeper',
    description: 'Products, stock counts, transfers and goods receipts.',
    allBranches: false,
    permissions: expand({ dashboard: R, inventory: CRU, stockControl: CRU, trade: ['read', 'update'] }),
  },
  {
    key: 'hr_payroll',
    name: 'HR & Payroll',
    description: 'Employees and payroll.',
    allBranches: false,
    permissions: expand({ dashboard: R, employees: 'all' }),
  },
  {
    key: 'viewer',
    name: 'Viewer',
    description: 'Reads everything but settings; changes nothing.',
    allBranches: false,
    permissions: expand(
      {
        dashboard: R,
        trade: R,
        customers: R,
        employees: R,
        banking: R,
        inventory: R,
        stockControl: R,
        accounting: R,
      },
      ['costs:read'],
    ),
  },
];

export function builtInRole(key: string): BuiltInRole | undefined {
  return BUILT_IN_ROLES.find((r) => r.key === key);
}
