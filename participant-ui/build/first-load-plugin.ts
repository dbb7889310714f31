import type { Plugin, Rolldown, Rollup } from 'vite';

import { CLAIM_LINK_PAGES } from '../../contract/src/claim-link-page';
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

/** The module and every module it imports statically, by id. */
function moduleClosure(id: string, info: (id: string) => Rollup.ModuleInfo | null, into = new Set<string>()) {
  if (into.has(id)) return into;
  into.add(id);
  for (const imported of info(id)?.importedIds ?? []) moduleClosure(imported, info, into);
  return into;
}

/**
 * The claim link's first load (docs/decisions.md, "A claim link's first requests start with the
 * page"): beside index.html the build writes claim-link.html, the same page that also runs `early`
 * (src/first-load/early-requests.ts, an entry of the build's input) `async` and names the claim
 * form's chunks (`page` and what it imports, less what the main entry loads anyway) for it to preload;
 * and claim-link-ssr.html, the page the server fills in (src/ssr), which preloads those chunks itself
 * and runs `firstTaps` (src/first-load/first-taps.ts, an entry too) as a plain script before the page
 * shows, to keep what is tapped before the app runs.
 *
 * `claimFormChunks` is the code-splitting group (vite.config.ts) that puts the claim form's code in
 * two files instead of one per set of pages sharing a module: what only the form uses
 * ('ClaimFormPage'), and what other pages use as well ('claim-form-shared', so that they do not load
 * the form's own code).
 */
export function firstLoad({
  page,
  early,
  firstTaps,
  notRunByThePage,
}: {
  page: string;
  early: string;
  firstTaps: string;
  /** Modules that the module graph shows under the page but that it never runs (vite.config.ts says which). */
  notRunByThePage: RegExp;
}): Plugin & {
  claimFormChunks: Rolldown.CodeSplittingGroup;
} {
  let base = '/';
  let formModules = new Set<string>();
  let sharedModules = new Set<string>();
  return {
    name: 'first-load',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      base = config.base;
    },
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      formModules = moduleClosure(page, info);
      sharedModules = new Set();
      // Every other lazily loaded module (the other pages, the language packs) and what it imports.
      for (const id of this.getModuleIds()) {
        for (const lazy of info(id)?.dynamicallyImportedIds ?? []) {
          if (lazy !== page) moduleClosure(lazy, info, sharedModules);
        }
      }
    },
    // A plain script shares the page's global scope: the first taps keep their names in a function of their own.
    renderChunk(code, chunk) {
      return chunk.isEntry && chunk.facadeModuleId === firstTaps ? `(() => {\n${code}\n})();\n` : null;
    },
    claimFormChunks: {
      name: (id) =>
        !formModules.has(id) || notRunByThePage.test(id)
          ? null
          : sharedModules.has(id)
            ? 'claim-form-shared'
            : 'ClaimFormPage',
      includeDependenciesRecursively: false,
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
      const claimForm = find(page, (chunk) => chunk.moduleIds.includes(page));
      const earlyChunk = find(early, (chunk) => chunk.isEntry && chunk.facadeModuleId === early);
      if (earlyChunk.imports.length) throw new Error('first-load: the early requests must import nothing at run time');
      const tapsChunk = find(firstTaps, (chunk) => chunk.isEntry && chunk.facadeModuleId === firstTaps);
      if (tapsChunk.imports.length || tapsChunk.exports.length) {
        throw new Error('first-load: the first taps run as a plain script, which imports and exports nothing');
      }

      const loaded = closure(main, byFile);
      const preloads = [...closure(claimForm, byFile)].filter((file) => !loaded.has(file)).map((file) => base + file);
      const source = String(html.source).replace(
        '<script ',
        `<meta name="${CLAIM_FORM_CHUNKS_META}" content="${preloads.join(' ')}">\n    ` +
          `<script type="module" async crossorigin src="${base}${earlyChunk.fileName}"></script>\n    <script `,
      );
      this.emitFile({ type: 'asset', fileName: CLAIM_LINK_PAGES.drawnByTheApp, source });
      // The page the server renders carries the event: it only names the form's code, in its head. The
      // first taps' script ends the head, parser-blocking, so that nothing of the body shows before it
      // runs, and after the app's script and preloads, so that those are asked for before it blocks.
      const links = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
      const taps = `<script src="${base}${tapsChunk.fileName}"></script>`;
      this.emitFile({
        type: 'asset',
        fileName: CLAIM_LINK_PAGES.renderedByTheServer,
        source: String(html.source).replace('</head>', `  ${links}\n    ${taps}\n  </head>`),
      });
    },
  };
}
