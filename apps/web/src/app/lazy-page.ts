import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export: `lazyPage(() => import('./x').then((m) => m.XPage))`. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
