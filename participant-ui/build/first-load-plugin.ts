import type { Plugin, Rollup } from 'vite';

import { CLAIM_FORM_CHUNKS_META } from '../src/first-load/claim-form-chunks';

/** The chunk and every chunk it imports statically, by file name. */
function closure(chunk: Rollup.OutputChunk, byFile: Map<string, Rollup.OutputChunk>, into = new Set<string>()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) closure(imported, byFile, into);
  }
  return into;
}

/**
 * The claim link's first load (README, "Performance"): `early` (src/first-load/early-requests.ts, an
 * entry of the build's input beside index.html) is loaded `async` from the head of index.html, and the
 * page names the chunks of `page` (the claim form) that the main entry does not already load, for it
 * to preload on a claim link. Everything else keeps Vite's own loading.
 */
export function firstLoad({ page, early }: { page: string; early: string }): Plugin {
  let base = '/';
  return {
    name: 'first-load',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const find = (what: string, test: (chunk: Rollup.OutputChunk) => boolean) => {
          const found = chunks.find(test);
          if (!found) throw new Error(`first-load: no chunk for ${what}`);
          return found;
        };
        const main = find('the page', (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html') === true);
        const claimForm = find(page, (chunk) => chunk.facadeModuleId === page);
        const earlyChunk = find(early, (chunk) => chunk.isEntry && chunk.facadeModuleId === early);
        if (earlyChunk.imports.length)
          throw new Error('first-load: the early requests must import nothing at run time');

        const loaded = closure(main, byFile);
        const preload = [...closure(claimForm, byFile)].filter((file) => !loaded.has(file));
        return [
          {
            tag: 'meta',
            attrs: { name: CLAIM_FORM_CHUNKS_META, content: preload.map((file) => base + file).join(' ') },
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: base + earlyChunk.fileName },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
