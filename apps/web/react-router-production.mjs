/**
 * React Router 7 resolves to its development build under every export condition
 * (remix-run/react-router#14102): dev warnings on, invariant messages, and a slower server render.
 * This preload (`--import`) makes the Node process of a production server load its production
 * build instead, for every importer (the server build, @react-router/node, apps/server), so that there
 * is one copy. The client bundle gets the same from apps/web/vite.config.ts.
 */
import { register } from 'node:module';

if (process.env.NODE_ENV === 'production') register('./react-router-production-hooks.mjs', import.meta.url);
