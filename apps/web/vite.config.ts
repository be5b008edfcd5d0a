import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { lowPriorityScripts } from './build/low-priority-scripts.js';
import { precompress } from './build/precompress.js';
import { preloadPage } from './build/preload-page.js';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The gateway in development (`npm start` or the gateway app alone). */
const gateway = process.env['ONBOARD_GATEWAY_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [
    react(),
    // The app itself (the entry starts it after /login's first HTML has painted, decision 200) and the
    // sign-in page, where every visit without a session starts: fetch their chunks with the entry.
    preloadPage('src/main.tsx', 'src/pages/LoginPage.tsx'),
    // The explorer's first HTML is the page: its scripts come after the first paint (decision 184).
    lowPriorityScripts('explorer.html'),
    // Last: brotli and gzip copies of what the build wrote, for the gateway to send (decision 032).
    precompress(),
  ],
  resolve: {
    // Read workspace libraries (@onboard/contracts …) from their TypeScript source, not a prior build.
    conditions: ['@onboard/source', ...defaultClientConditions],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Three pages: the portal (index.html), the public explorer's lean entry (explorer.html, decision 176)
      // and the sign-in page's (login.html, decision 218).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        explorer: fileURLToPath(new URL('./explorer.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
      // The contracts library's modules only declare things (schemas, tables, texts): a module nothing is
      // imported from is dropped. That keeps zod, which the schema modules need, out of the entry chunk when
      // the entry only uses the role table (permissions.ts, no zod).
      treeshake: {
        // The domain library is pure (no side effects at all): the explorer's comparison rule alone does not
        // bring the EIF and census tables, nor zod through them (decision 176).
        moduleSideEffects: [
          { test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          { test: /libs[\\/]domain[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Long-lived vendor chunks, so a deploy that changes only app code keeps them cached. zod is left
        // out on purpose: only lazily loaded pages need it. The chakra chunk holds only what the first page
        // needs (`$initial`: statically reachable from the entry); components only lazy pages use (tables,
        // dialogs, check boxes, selects …) go to those pages' chunks. With src/theme.ts carrying only the
        // recipes the app uses, the first page's chakra code went from 441 kB to 297 kB.
        codeSplitting: {
          groups: [
            // react-router apart: the public explorer's entry does without it (decision 179).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'redux', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 4200,
    proxy: {
      // The websocket route must come first: the first matching key wins. The gateway accepts only its
      // public origin (WEB_BASE_URL) on the socket, so the dev server speaks as that origin.
      '/api/events': { target: gateway, ws: true, changeOrigin: true, headers: { origin: gateway } },
      '/api': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    port: 4300,
    proxy: {
      '/api/events': { target: gateway, ws: true, changeOrigin: true, headers: { origin: gateway } },
      '/api': { target: gateway, changeOrigin: true },
    },
  },
});
