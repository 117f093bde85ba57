import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/',
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest lets `npm run bench` tell initial from lazy JavaScript.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 4000 },
});
