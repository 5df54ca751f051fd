import { createServer, type Plugin } from 'vite';

/**
 * Writes the shell's skeleton (src/app/shell-skeleton.tsx, rendered to static markup) into
 * index.html's `#root`: a phone paints the page's frame, in the merchant's colours (the server puts
 * the merchant's theme into the page), as soon as the HTML and the stylesheet are in, instead of a
 * blank page until the scripts have run. The app's first render replaces it (createRoot clears the
 * element), with the same skeleton or the page itself. The component is loaded through a short-lived
 * Vite server in SSR mode, so it is rendered from its source, never copied by hand.
 */
export function prerenderSkeleton(module = '/src/app/shell-skeleton.tsx'): Plugin {
  let root = process.cwd();
  return {
    name: 'prerender-skeleton',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          // React itself from Node (the component's own imports of it are external to the SSR module graph too)
          const [{ createElement }, { renderToStaticMarkup }, skeleton] = await Promise.all([
            import('react'),
            import('react-dom/server'),
            server.ssrLoadModule(module) as Promise<{ ShellSkeleton: () => React.ReactElement }>,
          ]);
          const markup = renderToStaticMarkup(createElement(skeleton.ShellSkeleton));
          if (!html.includes('<div id="root"></div>')) throw new Error('prerender-skeleton: index.html has no empty <div id="root"></div>');
          return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
