import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page's anchor (the footer's '/fr#faq') lands on that anchor. React Router's
 * scroll restoration looks for the element in the same commit as the new location; with preact in
 * the browser (ADR 0002) the new page's content can commit just after, so it scrolled to the top.
 * Once the page is painted, the anchor is looked for again. Back and forward keep their position.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!hash || navigationType === 'POP') return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
    // Each navigation (key) once: its hash and type belong to it.
  }, [key, hash, navigationType]);
}
