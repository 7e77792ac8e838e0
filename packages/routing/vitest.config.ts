import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'routing', include: ['src/**/*.test.ts'], isolate: false } });
