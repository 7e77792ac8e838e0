import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { verifyClientAddress } from '../lib/client-address.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who is calling, for per-address limits: the shopper's address signed by the storefront, else
     * the connection's address as TRUST_PROXY allows (request.ip).
     */
    clientAddress: string;
  }
}

export const clientAddressPlugin = fp(async (app: FastifyInstance, { key }: { key: Buffer }) => {
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', (request, _reply, done) => {
    request.clientAddress = verifyClientAddress(key, request.headers) ?? request.ip;
    done();
  });
});
