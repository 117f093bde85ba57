import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';

export default defineConfig({
  plugins: [react(), compressAssets()],
  base: '/',
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest lets `npm run bench` tell initial from lazy JavaScript.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 4000 },
});
