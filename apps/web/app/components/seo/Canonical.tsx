import { useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data';

/**
 * The page's canonical URL: its path without tracking or filter parameters, except those named in
 * `keep` (e.g. 'page' on paginated listings, 'search' on search results).
 */
export function Canonical({ keep = [] }: { keep?: string[] }) {
  const origin = useRootData()?.origin ?? '';
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams(keep.flatMap((key) => (params.has(key) ? [[key, params.get(key)!]] : [])));
  const query = kept.toString();
  return <link rel="canonical" href={`${origin}${pathname}${query ? `?${query}` : ''}`} />;
}
