import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Keeps `?title=` the title of the article on screen. The shell takes the document title and the
 * mobile sub-page bar's title from it, and after a language switch it still holds the title of the
 * language the article was opened in. The address is replaced, not pushed, and `id` is kept: the
 * loader then asks for the same article in the same language, which the Relay store already holds.
 * (useLocation and useNavigate rather than useSearchParams: the first screen already carries them.)
 */
export function useTitleInAddress(title: string | undefined): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!title || params.get('title') === title) return;
    params.set('title', title);
    void navigate({ pathname, search: `?${params}`, hash }, { replace: true, preventScrollReset: true });
  }, [title, pathname, search, hash, navigate]);
}
