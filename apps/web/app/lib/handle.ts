import { useMatches } from 'react-router';
import type { HeaderVariant } from '../components/layout/Header';
import type { MessageKey } from '../i18n';

/** Per-route layout options, declared as a route `handle`. */
export interface PageHandle {
  header?: HeaderVariant;
  scrollHeader?: HeaderVariant;
  scrollThreshold?: number;
  promoBar?: boolean;
  appDownload?: boolean;
  /** The FAQ block (#faq, the footer's 'Questions fréquentes') after the page. */
  faq?: boolean;
  /** The phones' bottom navigation bar (below md); shown unless a page sets false. */
  bottomNav?: boolean;
  /** A decorative background image behind the page (a URL of a public file). */
  background?: string;
  /** The full-width minors notice of an alcohol shop (home and payment pages). */
  minorsNotice?: boolean;
  /** Title of the account layout's simple header. */
  titleKey?: MessageKey;
}

/** Options of the deepest route that declares any. */
export function usePageHandle(): PageHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as PageHandle | undefined;
    if (handle) return handle;
  }
  return {};
}
