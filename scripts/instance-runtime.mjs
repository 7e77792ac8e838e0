/**
 * How a production instance's Node process is started (docs/production.md, "Memory limits"): the
 * options and environment that `npm start`, `npm run serve`, the topology and the memory benches
 * give it; deploy/systemd/consigne@.service repeats them by hand.
 */
export const INSTANCE_NODE_ARGS = [];
export const INSTANCE_ENV = {};
