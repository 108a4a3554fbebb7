import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_KEY_PLACEHOLDER = '%ANGELBRIDGE_API_KEY%';
const API_ORIGIN = 'http://localhost:3001';

/**
 * In dev, Vite serves index.html, so it has to fill in the API key the API server fills in for the build.
 * The build keeps the placeholder: one API_KEY variable on the server configures both sides.
 */
function apiKeyMeta(): Plugin {
  return {
    name: 'angelbridge-api-key-meta',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replaceAll(API_KEY_PLACEHOLDER, process.env.API_KEY ?? 'angelbridge-dev-key'),
  };
}

export default defineConfig({
  plugins: [react(), apiKeyMeta()],
  server: {
    port: 3000,
    strictPort: true,
    // Trailing slashes keep client routes such as /developers away from the API.
    proxy: {
      '/api/': API_ORIGIN,
      '/uploads/': API_ORIGIN,
      '/dev/': API_ORIGIN,
    },
  },
  preview: { port: 3000 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages are split by the router's import() calls. Libraries get chunks of their own so that a release
    // that only changes app code leaves the large, cached vendor files untouched.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            { name: 'contracts', test: /[\\/](node_modules[\\/]zod|packages[\\/]contracts)[\\/]/ },
          ],
        },
      },
    },
  },
});
