import type { CallInput } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import type { OperationOf, Route } from '@consigne/contract/routes';
import type { CallArgs } from '@consigne/api-client';
import { data, redirect, type AppLoadContext } from 'react-router';
import { answerOf } from './admin-form.server';
import { adminApi } from './admin.server';

/** The calls of the editorial pages' editor: open one, create one, save one. */
export const PAGE_CALLS = {
  get: routes.getAdminPage,
  create: routes.createAdminPage,
  update: routes.updateAdminPage,
} as const;

/** The calls of the blog editor: open, create, save and delete an article. */
export const POST_CALLS = {
  get: routes.getAdminBlogPost,
  create: routes.createAdminBlogPost,
  update: routes.updateAdminBlogPost,
  remove: routes.deleteAdminBlogPost,
} as const;

type EditorCalls = typeof PAGE_CALLS | typeof POST_CALLS;
type BodyOf<R extends Route> = CallInput<OperationOf<R>> extends { body?: infer B } ? B : never;

/**
 * The calls of every editor take the same input (the record's id in the path, the form's body): the
 * input written once here is that of whichever editor's route is called.
 */
const argsOf = <R extends Route>(input: object) => [input] as CallArgs<R>;

/**
 * An editor's record by the URL's id (`newId`, e.g. 'nouveau', opens an empty form); 404 for an id that
 * is not one or not found. `created` says the page was reached right after a creation.
 */
export async function loadEditable<K extends EditorCalls>(
  request: Request,
  context: AppLoadContext,
  { id, newId, calls }: { id: string | undefined; newId: string; calls: K },
) {
  const created = new URL(request.url).searchParams.has('cree');
  if (id === newId) return { record: null, error: null, created };
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) throw data(null, { status: 404 });
  const result = await adminApi(request, context).call<K['get']>(
    calls.get,
    ...argsOf<K['get']>({ params: { id: n } }),
  );
  if (result.status === 404) throw data(null, { status: 404 });
  return { record: result.data, error: result.error, created };
}

/**
 * Creates (then to the new record's page) or saves what the form holds; a refusal comes back with its
 * message and field errors (answerOf).
 */
export async function saveEditable<K extends EditorCalls>(
  request: Request,
  context: AppLoadContext,
  {
    id,
    newId,
    calls,
    page,
    body,
  }: { id: string | undefined; newId: string; calls: K; page: string; body: BodyOf<K['create']> },
) {
  const api = adminApi(request, context);
  const { create, update }: EditorCalls = calls;
  if (id === newId) {
    const result = await api.call(create, ...argsOf<typeof create>({ body }));
    return answerOf(result, (created) => redirect(`${page}/${created.id}?cree=1`));
  }
  const result = await api.call(update, ...argsOf<typeof update>({ params: { id: Number(id) }, body }));
  return answerOf(result, () => ({ ok: true as const }));
}

/** Deletes an article at the version the form read, then back to `page`; a refusal comes back as a save's. */
export async function deleteEditable(
  request: Request,
  context: AppLoadContext,
  { id, page, version }: { id: string | undefined; page: string; version: number },
) {
  const result = await adminApi(request, context).call(POST_CALLS.remove, {
    params: { id: Number(id) },
    query: { version },
  });
  return answerOf(result, () => redirect(page));
}
