import { data, redirect, type AppLoadContext } from 'react-router';
import { adminApi } from './admin.server';

/**
 * An editor's record by the URL's id (`newId`, e.g. 'nouveau', opens an empty form); 404 for an id that
 * is not one or not found. `created` says the page was reached right after a creation.
 */
export async function loadEditable<T>(
  request: Request,
  context: AppLoadContext,
  { id, newId, path }: { id: string | undefined; newId: string; path: string },
) {
  const created = new URL(request.url).searchParams.has('cree');
  if (id === newId) return { record: null, error: null, created };
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) throw data(null, { status: 404 });
  const result = await adminApi(request, context).request<T>('GET', `${path}/${n}`);
  if (result.status === 404) throw data(null, { status: 404 });
  return { record: result.data, error: result.error, created };
}

/**
 * Creates (POST `path`, then to the new record's page) or saves (PUT `path/id`) what the form holds;
 * a refusal comes back with its message and field errors (409 when someone saved it first).
 */
export async function saveEditable<T extends { id: number }>(
  request: Request,
  context: AppLoadContext,
  {
    id,
    newId,
    path,
    page,
    body,
  }: { id: string | undefined; newId: string; path: string; page: string; body: Record<string, unknown> },
) {
  const api = adminApi(request, context);
  const result =
    id === newId
      ? await api.request<T>('POST', path, { body })
      : await api.request<T>('PUT', `${path}/${Number(id)}`, { body });
  if (result.error !== null)
    return data(
      { ok: false as const, error: result.error, errors: result.errors },
      { status: result.status === 409 ? 409 : 422 },
    );
  if (id === newId) return redirect(`${page}/${result.data.id}?cree=1`);
  return { ok: true as const, error: null, errors: [] };
}

/** Deletes `path/id` at the version the form read, then back to `page`; a refusal comes back as a save's. */
export async function deleteEditable(
  request: Request,
  context: AppLoadContext,
  { id, path, page, version }: { id: string | undefined; path: string; page: string; version: number },
) {
  const result = await adminApi(request, context).request<null>('DELETE', `${path}/${Number(id)}`, {
    query: { version },
  });
  if (result.error !== null)
    return data(
      { ok: false as const, error: result.error, errors: result.errors },
      { status: result.status === 409 ? 409 : 422 },
    );
  return redirect(page);
}
