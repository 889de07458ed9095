/** Business constants and enumerations (SPEC points 3 and 9, API.md conventions). */

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 250;
/** Filtered lists count their matches exactly up to this many; past it the total is an estimate. */
export const EXACT_TOTAL_UP_TO = 1000;
export const EMPLOYEE_PAGE_SIZE = 250;

export const TOAST_DURATIONS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;
export const MAX_TOASTS = 20;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 1000, lg: 1200, xl: 1920 } as const;

export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

export const DEPARTMENTS = [
  { code: 'hr', label: 'Human Resources' },
  { code: 'finance', label: 'Finance' },
  { code: 'engineering', label: 'Engineering' },
  { code: 'marketing', label: 'Marketing' },
  { code: 'sales', label: 'Sales' },
  { code: 'operations', label: 'Operations' },
  { code: 'customer_service', label: 'Customer Service' },
  { code: 'administration', label: 'Administration' },
] as const;
export type DepartmentCode = (typeof DEPARTMENTS)[number]['code'];
export const DEPARTMENT_CODES = DEPARTMENTS.map((d) => d.code) as readonly DepartmentCode[];

export const EMPLOYMENT_TYPES = [
  { code: 'full_time', label: 'Full-time' },
  { code: 'part_time', label: 'Part-time' },
  { code: 'contract', label: 'Contract' },
  { code: 'intern', label: 'Intern' },
  { code: 'consultant', label: 'Consultant' },
] as const;
export type EmploymentTypeCode = (typeof EMPLOYMENT_TYPES)[number]['code'];
export const EMPLOYMENT_TYPE_CODES = EMPLOYMENT_TYPES.map((t) => t.code) as readonly EmploymentTypeCode[];

export const AGING_BUCKETS = ['Current', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/**
 * The most days past due of each bucket but the last (which has no limit): 'Current' is 0 or less (not
 * yet due), '1-30 Days' up to 30, and so on. SQL that sums by bucket reads the same limits.
 */
export const AGING_DAY_LIMITS = [0, 30, 60, 90] as const;

/** Bucket for a number of days past the due date (0 or less, i.e. not yet due: 'Current'). */
export function agingBucket(daysPastDue: number): AgingBucket {
  if (Number.isNaN(daysPastDue)) throw new RangeError('daysPastDue is NaN');
  const within = AGING_DAY_LIMITS.findIndex((limit) => daysPastDue <= limit);
  return AGING_BUCKETS[within === -1 ? AGING_DAY_LIMITS.length : within] ?? 'Over 90 Days';
}
