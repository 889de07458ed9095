import { useEffect } from 'react';

/** Sets the tab title to "<page> · Tawi". */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} · Tawi` : 'Tawi';
  }, [page]);
}
