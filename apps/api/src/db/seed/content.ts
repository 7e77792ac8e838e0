import type { Db } from '../client.js';

/** Editorial pages in four locales (filled by the content feature). */
export async function seedContent(_db: Db): Promise<void> {}
