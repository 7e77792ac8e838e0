import { endpoints, ROUTES } from '@consigne/contract';
import { describe, expect, it } from 'vitest';
import { StripePayments } from '../src/modules/orders/payment.js';
import { testApp } from './app.js';

/**
 * The OpenAPI document (/api/docs/json) names every operation once, and documents the API only. Built
 * with every optional module on (Stripe's webhook; the development outbox outside production) so
 * that no operation escapes.
 */
const stripe = new StripePayments({
  secretKey: 'sk_test_openapi',
  webhookSecret: 'whsec_test_openapi',
  // Never called here: the document only.
  apiBase: 'http://127.0.0.1:9',
});
const { app } = await testApp({ MAIL_DEV_OUTBOX: '1' }, { payments: stripe });

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
}
const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${path}`,
    operationId: operation.operationId,
    summary: operation.summary,
    tags: operation.tags,
  })),
);

describe('the OpenAPI document', () => {
  it('is served', () => {
    expect(res.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(50);
  });

  it('gives every operation an operationId, a camelCase verb phrase', () => {
    const unnamed = operations.filter((o) => !o.operationId).map((o) => o.name);
    expect(unnamed).toEqual([]);
    for (const { name, operationId } of operations) expect(operationId, name).toMatch(/^[a-z]+[A-Za-z]*$/);
  });

  it('never gives two operations the same operationId', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { name, operationId = '' } of operations) {
      if (seen.has(operationId)) twice.push(`${operationId}: ${seen.get(operationId)} and ${name}`);
      seen.set(operationId, name);
    }
    expect(twice).toEqual([]);
  });

  it('declares every route of the API in ROUTES, under its method and path, and nothing else', () => {
    const declared = operations.map((o) => `${o.operationId} ${o.name.replace(/\{(\w+)\}/g, ':$1')}`);
    const table = Object.entries(ROUTES).map(([name, route]) => `${name} ${route.replace(' ', ' /api')}`);
    expect(declared.filter((o) => !table.includes(o))).toEqual([]);
    expect(table.filter((o) => !declared.includes(o))).toEqual([]);
  });

  it('documents each operation of the endpoint table with its summary and tags', () => {
    const byId = new Map(operations.map((o) => [o.operationId, o]));
    for (const endpoint of Object.values(endpoints)) {
      const documented = byId.get(endpoint.name);
      expect(documented?.summary, endpoint.name).toBe(endpoint.summary);
      expect(documented?.tags, endpoint.name).toEqual(endpoint.tags);
    }
  });

  it('documents the API only: every path is under /api/', () => {
    const outside = Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'));
    expect(outside).toEqual([]);
  });
});
