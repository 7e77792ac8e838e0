import { expect, test } from '@playwright/test';

/**
 * The one process serves the storefront and the API: its OpenAPI document (/api/docs/json) lists the
 * API's operations only, each with its own operationId. The storefront's catch-all, /__version and
 * the static files are hidden from it (apps/api/test/openapi.test.ts checks the API alone).
 */
test('the OpenAPI document of the running shop holds the API only, every operation named once', async ({
  request,
}) => {
  const res = await request.get('/api/docs/json');
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
  expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  const ids = Object.values(doc.paths).flatMap((methods) =>
    Object.values(methods).map((operation) => operation.operationId),
  );
  expect(ids.length).toBeGreaterThan(50);
  expect(ids.filter((id) => !id)).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
});
