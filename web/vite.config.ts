import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server runs on :3000 and Vite proxies to it, so the app stays same-origin.
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/dev': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
