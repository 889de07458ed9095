import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Dev: `npm run dev -w @tawi/web` with the API on :3000. Build: apps/web/dist, served by the server. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
