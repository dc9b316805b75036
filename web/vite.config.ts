import { createHash } from 'node:crypto';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay-lite';
import { chakraGlobalCss } from './build/chakraGlobalCss';
import { chakraLazyGlobal } from './build/chakraLazyGlobal';
import { localeFirstScreen } from './build/localeFirstScreen';

const root = path.resolve(import.meta.dirname, '..');
// The dev server forwards API and static traffic to a gateway running locally (npm start).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/**
 * CSS module class names from the file's path inside web/ and the class: the same in the browser
 * build and in the build-time prerender of the first screen, whatever the working directory.
 */
function scopedClassName(local: string, filename: string): string {
  const file = path.relative(import.meta.dirname, filename.split('?')[0] ?? filename);
  const hash = createHash('sha256').update(`${file}:${local}`).digest('base64url').slice(0, 5);
  return `${path.basename(file).replace(/\.module\.css$/, '')}_${local}_${hash}`;
}

/** node_modules packages by name, for the chunk groups below. */
function packages(...names: string[]): RegExp {
  return new RegExp(`node_modules[\\\\/](${names.join('|').replaceAll('/', '[\\\\/]')})[\\\\/]`);
}

/**
 * Vendor chunks: what the first screen runs (React, Relay, the router, i18next) in one long-cached
 * chunk; Chakra and what it brings in another, loaded with the first page or menu that uses it;
 * the socket client (graphql-ws) with the first subscription; ApexCharts with the lazy chart.
 */
const chunkGroups = [
  {
    name: 'vendor',
    priority: 2,
    test: packages(
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'relay-runtime',
      'react-relay',
      'fbjs',
      'invariant',
      '@babel/runtime',
      'i18next',
      'react-i18next',
    ),
  },
  {
    name: 'chakra',
    priority: 1,
    test: packages(
      '@chakra-ui',
      '@ark-ui',
      '@zag-js',
      '@emotion',
      '@floating-ui',
      '@pandacss',
      '@internationalized',
      'stylis',
      'proxy-compare',
    ),
  },
];

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
    chakraGlobalCss(),
    chakraLazyGlobal(),
    localeFirstScreen(),
  ],
  resolve: {
    alias: [
      // The hooks entry of react-relay: the same hooks without the legacy container APIs (QueryRenderer,
      // createFragmentContainer, …), which its main entry bundles whether used or not.
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
    ],
  },
  css: { modules: { generateScopedName: scopedClassName } },
  build: {
    outDir: path.join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    // .vite/manifest.json: what index.html loads, for the bundle report and the budget test.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    // One stylesheet (Chakra's global CSS and the CSS modules): the prerender inlines it whole.
    cssCodeSplit: false,
    // build/postbuild.ts prints raw, gzip and brotli sizes per chunk instead.
    reportCompressedSize: false,
  },
  server: {
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/swx/static': { target: gateway, changeOrigin: true },
      '/statement/export': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/swx/static': { target: gateway, changeOrigin: true },
      '/statement/export': { target: gateway, changeOrigin: true },
    },
  },
});
