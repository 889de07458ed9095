import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget';
import { precompress } from './build/precompress';

/** Where /api goes in `vite` (dev) and `vite preview`: the server on :3000 unless TAWI_API_URL says otherwise. */
const apiProxy = {
  '/api': { target: process.env.TAWI_API_URL ?? 'http://localhost:3000', changeOrigin: false },
};

/** Dev: `npm run dev -w @tawi/web` with the API running. Build: apps/web/dist, served by the server. */
export default defineConfig({
  plugins: [react(), bundleBudget(), precompress()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
