import type { Plugin, Rollup } from 'vite';

import { CLAIM_FORM_CHUNKS_META } from '../src/first-load/claim-form-chunks';

/** The page served for a claim link (server/src/web/web.controller.ts): index.html with the claim form's loading started. */
export const CLAIM_LINK_PAGE = 'claim-link.html';

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
 * The claim link's first load (docs/decisions.md, "A claim link's first requests start with the
 * page"): beside index.html the build writes claim-link.html, the same page that also runs `early`
 * (src/first-load/early-requests.ts, an entry of the build's input) `async` and names the claim
 * form's chunks (`page` and what it imports, less what the main entry loads anyway) for it to preload.
 */
export function firstLoad({ page, early }: { page: string; early: string }): Plugin {
  let base = '/';
  return {
    name: 'first-load',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('first-load: no index.html in the bundle');
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
      if (earlyChunk.imports.length) throw new Error('first-load: the early requests must import nothing at run time');

      const loaded = closure(main, byFile);
      const preloads = [...closure(claimForm, byFile)].filter((file) => !loaded.has(file)).map((file) => base + file);
      const source = String(html.source).replace(
        '<script ',
        `<meta name="${CLAIM_FORM_CHUNKS_META}" content="${preloads.join(' ')}">\n    ` +
          `<script type="module" async crossorigin src="${base}${earlyChunk.fileName}"></script>\n    <script `,
      );
      this.emitFile({ type: 'asset', fileName: CLAIM_LINK_PAGE, source });
    },
  };
}
