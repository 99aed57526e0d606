import { useEffect } from 'react';

/** Each page names itself in the tab and for screen readers announcing the navigation. */
export function useDocumentTitle(...parts: (string | undefined)[]): void {
  const title = [...parts.filter(Boolean), 'Lantau'].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
