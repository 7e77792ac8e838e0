import type { Db } from '../client.js';

/** Blog articles in four locales (filled by the blog feature). */
export async function seedBlog(_db: Db): Promise<void> {}
