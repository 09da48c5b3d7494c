import { useEffect } from 'react';

/** Sets the browser tab's title while the page is shown (titles come from shared/document-titles.ts). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
