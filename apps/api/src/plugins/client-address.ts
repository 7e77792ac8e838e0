import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addressBucket, verifyClientAddress } from '../lib/client-address.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who is calling, for per-address limits: the shopper's address signed by the storefront, else
     * the connection's address as TRUST_PROXY allows (request.ip); an IPv6 client is its /64.
     */
    clientAddress: string;
  }
}

export const clientAddressPlugin = fp(
  async (app: FastifyInstance, { key, trustsNobody }: { key: Buffer; trustsNobody: boolean }) => {
    let hinted = !trustsNobody;
    app.decorateRequest('clientAddress', '');
    app.addHook('onRequest', (request, _reply, done) => {
      request.clientAddress = addressBucket(verifyClientAddress(key, request.headers) ?? request.ip);
      if (!hinted && request.headers['x-forwarded-for'] !== undefined) {
        // Once: behind a proxy without TRUST_PROXY, every client would share the proxy's limits.
        hinted = true;
        request.log.warn(
          'X-Forwarded-For is ignored because TRUST_PROXY is not set; behind a proxy, set it to the proxy',
        );
      }
      done();
    });
  },
);
