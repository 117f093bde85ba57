import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/',
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 4000 },
});
