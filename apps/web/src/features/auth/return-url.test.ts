import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnUrl } from './return-url';

describe('returnUrl', () => {
  it('keeps a /dashboard path with its query', () => {
    expect(safeReturnUrl('/dashboard')).toBe('/dashboard');
    expect(safeReturnUrl('/dashboard/settings/users?search=ann')).toBe(
      '/dashboard/settings/users?search=ann',
    );
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      '/',
      '/signup',
      '/dashboards',
      'https://evil.example/dashboard',
      '//evil.example',
      '/dashboard//evil.example',
      '/dashboard/\\evil',
    ]) {
      expect(safeReturnUrl(bad)).toBe('/dashboard');
    }
  });

  it('builds the login address for a path', () => {
    expect(loginPathFor('/dashboard/products?page=2')).toBe('/?returnUrl=%2Fdashboard%2Fproducts%3Fpage%3D2');
  });
});
