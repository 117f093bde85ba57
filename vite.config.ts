import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressAssets } from './build/compress-assets.ts';
import { signInCatalog } from './build/sign-in-catalog.ts';

/**
 * node-polyglot (react-admin's translations) asks for es-shims of Object.entries and
 * Object.hasOwn, which pull in get-intrinsic, call-bind and their kin: about 5 kB of the
 * sign-in page's gzip for functions every browser the panel supports has built in.
 */
const NATIVE = {
  'object.entries': 'module.exports = Object.entries;',
  hasown: 'module.exports = Object.hasOwn;',
} as Record<string, string>;
const nativeShims: Plugin = {
  name: 'native-shims',
  enforce: 'pre',
  resolveId: (id) => (id in NATIVE ? `\0native:${id}` : null),
  load: (id) => (id.startsWith('\0native:') ? NATIVE[id.slice('\0native:'.length)] : null),
};

export default defineConfig({
  plugins: [nativeShims, signInCatalog(), react(), compressAssets()],
  base: '/',
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest lets `npm run bench` tell initial from lazy JavaScript.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        // zod and the setting that keeps it from probing for eval (src/zod-jitless.ts) in one
        // chunk of their own, which every chunk with a schema imports and so runs first.
        // Left to itself the bundler put zod into the contacts chunk, whose schemas were
        // defined before main.tsx's first import had run: each screen that loaded it had the
        // probe refused by the Content-Security-Policy.
        // Everything else the first page runs statically in one chunk: the sign-in page comes
        // in four files rather than some thirty, each a round trip on a slow connection (a
        // browser opens six at a time). The admin app's chunks import what they share from it.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/, priority: 2 },
            { name: 'sign-in', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
