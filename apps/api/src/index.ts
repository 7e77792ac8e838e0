export { buildApp, type App } from './app.js';
export { buildHost, CONTENT_SECURITY_POLICY, processLogger } from './host.js';
export { bootstrap, listen } from './bootstrap.js';
export { clientAddressKey, signClientAddress } from './lib/client-address.js';
export { loadConfig, REPO_ROOT, type Config } from './config.js';
export {
  ACCESS_TOKEN_COOKIE,
  isCrossSiteRequest,
  REFRESH_TOKEN_COOKIE,
  STATE_CHANGING_METHODS,
} from '@consigne/domain';
export { cspNonce } from './plugins/security-headers.js';
export { setQueueDepthSource, setRouteLabel } from './observability/metrics.js';
export { REQUEST_ID_HEADER } from './observability/request-id.js';
export { compressRawResponse } from './plugins/compression.js';
