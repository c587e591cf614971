import { useEffect } from 'react';
import { pageTitle } from '../texts';

/** Sets `Title | Earnwave` (spec 9: the page title suffix is the product's name). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
