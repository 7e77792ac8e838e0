/** The API alone (the one process, apps/server/src/main.ts, mounts this same API beside the storefront). */
import { bootstrap, listen } from './bootstrap.js';

const { app, config } = await bootstrap();
await listen(app, config);
