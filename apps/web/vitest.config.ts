import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}'],
    // One worker runs file after file on the modules it has loaded, as the API's and the domain's
    // projects do: importing React, the router and the catalogs once per worker instead of once per
    // file took this project from 200 to 131 s alone on 2 CPUs. The stores are made per test
    // (createCartStore), and the files that fake timers or globals put them back after each test.
    isolate: false,
  },
});
