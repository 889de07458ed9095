import type { payroll as english } from '../en/payroll';
import type { Translated } from '../translated';

/** Employees and payroll, in Kiswahili. */
export const payroll: Translated<typeof english> = {};
