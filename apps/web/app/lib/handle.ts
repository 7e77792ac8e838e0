import { useMatches } from 'react-router';
import type { HeaderVariant } from '../components/layout/Header';
import type { MessageKey } from '../i18n';

/** Per-route layout options of spec §2, declared as a route `handle`. */
export interface PageHandle {
  header?: HeaderVariant;
  scrollHeader?: HeaderVariant;
  scrollThreshold?: number;
  promoBar?: boolean;
  appDownload?: boolean;
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
