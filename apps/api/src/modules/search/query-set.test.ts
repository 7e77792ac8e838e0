import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { querySetUrl, runQuerySet, shopperQueries } from './query-set.js';

const { app } = await testApp();

describe('the shoppers’ query set (docs/search.md)', () => {
  it('finds something for ≥ 98 % of the queries and the expected product in the top three for ≥ 95 %', async () => {
    const warehouses = (await app.inject({ url: '/api/warehouses' })).json() as {
      id: number;
      country: string;
    }[];
    const belgian = warehouses.find((w) => w.country === 'BE')!.id;
    const queries = shopperQueries();
    expect(queries.length).toBeGreaterThanOrEqual(150);
    const result = await runQuerySet(queries, async (query) => {
      const res = await app.inject({ url: querySetUrl(query, belgian) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { products: { slug: string }[] }).products.map((p) => p.slug);
    });
    const report = `zero results ${(100 * result.zeroResultRate).toFixed(1)} %, top three ${(100 * result.topThreeRate).toFixed(1)} %\n${result.misses.map((m) => `${m.locale} « ${m.query} » → ${m.got.join(', ') || '(nothing)'}`).join('\n')}`;
    if (process.env.QUERY_SET_REPORT) console.log(report);
    expect(result.zeroResultRate, report).toBeLessThanOrEqual(0.02);
    expect(result.topThreeRate, report).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});
