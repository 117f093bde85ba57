import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';

export default defineConfig({
  plugins: [react(), compressAssets()],
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
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ }] },
      },
    },
  },
});
