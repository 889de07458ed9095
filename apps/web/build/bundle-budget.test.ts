import { randomBytes } from 'node:crypto';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { PAGE_BUDGET_KB, pageLoads, SIGN_IN_BUDGET_KB } from './bundle-budget';

/** A chunk of `kb` kilobytes that does not compress (random hex is about half its size in brotli). */
function chunk(fileName: string, kb: number, extra: Partial<Rollup.OutputChunk> = {}) {
  return {
    type: 'chunk',
    fileName,
    code: randomBytes(kb * 512).toString('hex'),
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...extra,
  } as unknown as Rollup.OutputChunk;
}

describe('pageLoads', () => {
  it('adds the entry, the dashboard shell for inside pages, and each page with its imports', () => {
    const bundle = Object.fromEntries(
      [
        chunk('index.js', 100, { isEntry: true, imports: ['react.js'] }),
        chunk('react.js', 40),
        chunk('layout.js', 30, {
          isDynamicEntry: true,
          facadeModuleId: '/src/app/shell/dashboard-layout.tsx',
        }),
        chunk('login.js', 10, { isDynamicEntry: true, facadeModuleId: '/src/features/auth/login-page.tsx' }),
        chunk('products.js', 20, {
          isDynamicEntry: true,
          facadeModuleId: '/src/features/inventory/products-page.tsx',
          imports: ['grid.js', 'react.js'],
        }),
        chunk('grid.js', 200),
      ].map((c) => [c.fileName, c]),
    );
    const loads = pageLoads(bundle);
    expect(loads.map((l) => [l.page, l.budgetKb])).toEqual([
      ['products-page', PAGE_BUDGET_KB],
      ['login-page', SIGN_IN_BUDGET_KB],
    ]);
    const [products, login] = loads;
    // random hex: about 0.5 of its length once compressed; the sign-in page has no shell or grid
    expect(login?.kb).toBeGreaterThan(70);
    expect(login?.kb).toBeLessThan(90);
    expect(products?.kb).toBeGreaterThan(190);
    expect(products?.kb).toBeLessThan(215);
  });
});
