/** The API alone (the storefront is served by apps/web/server.ts, which mounts this same API). */
import { bootstrap, listen } from './bootstrap.js';

const { app, config } = await bootstrap();
await listen(app, config);
