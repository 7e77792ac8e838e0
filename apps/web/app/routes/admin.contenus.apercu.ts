import { data } from 'react-router';
import type { Route } from './+types/admin.contenus.apercu';
import { requireAdmin } from '../lib/admin.server';
import { renderMarkdown } from '../lib/markdown.server';

/** The longest text previewed (the API's own limit on a body). */
const MAX_SOURCE = 100_000;

/**
 * POST /admin/contenus/apercu: the editor's live preview, rendered by the storefront's own Markdown
 * renderer (what the page will show, raw HTML escaped). Admins only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const source = (await request.formData()).get('markdown');
  if (typeof source !== 'string' || source.length > MAX_SOURCE) throw data(null, { status: 400 });
  return data({ html: renderMarkdown(source) }, { headers: { 'Cache-Control': 'private, no-store' } });
}
