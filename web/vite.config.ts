import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay-lite';

const root = path.resolve(import.meta.dirname, '..');
// The dev server forwards API and static traffic to a gateway running locally (npm start).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // relay-compiler runs on its own (npm run relay); the plugin only rewrites graphql tags to artifact imports.
    relay({
      codegen: false,
      cwd: root,
      relayConfig: {
        src: path.join(root, 'web/src'),
        schema: path.join(root, 'schema.graphql'),
        language: 'typescript',
        artifactDirectory: path.join(root, 'web/src/__generated__'),
        eagerEsModules: true,
      },
    }),
  ],
  build: { outDir: path.join(import.meta.dirname, 'dist'), emptyOutDir: true },
  server: {
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/swx/static': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/swx/static': { target: gateway, changeOrigin: true },
    },
  },
});
