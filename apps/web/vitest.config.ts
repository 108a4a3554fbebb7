import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // CI runs these beside the API suite on two cores: a Mantine form can take seconds to render there,
    // and a test may wait for the page up to 15 s at a time (src/test/setup.ts).
    testTimeout: 60_000,
    // One jsdom and one module graph per worker instead of per file: setting them up again for each of the
    // 90+ files (Mantine, the router, the contracts) was most of the suite's minutes. src/test/setup.ts
    // resets what a test can leave behind (the page, toasts, storage, cookies, the fake API's answers).
    isolate: false,
    hookTimeout: 60_000,
  },
});
