/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/wps': { target: apiTarget, changeOrigin: false },
      '/lgw': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true },
      '/dev': { target: apiTarget },
      '/demo': { target: apiTarget },
      // generated game art and the built-in demo vendor's and lottery's play pages
      '/res/game-icons': { target: apiTarget },
      '/vendor': { target: apiTarget },
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // whole-app renders take ~1 s alone but several times that on a loaded 2-core CI machine
    testTimeout: 20_000,
  },
});
