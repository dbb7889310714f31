// The project's own lint rules for its architecture (docs/architecture.md#kept-by-the-linter), as
// Twenty keeps its own in packages/twenty-eslint-rules.
import { dirname, relative, resolve } from 'node:path';

/** `server/src/**\/*.entity.ts` as a regular expression over a path relative to the repository. */
function globToRegExp(glob) {
  const source = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Where a file of `server/src` belongs: `{ group: 'platform' | 'features', folder }` for
 * `platform/<folder>/…` and `features/<folder>/…`, `{ group: undefined, folder }` for another folder
 * (which the rule reports), undefined outside the source or for the composition root's own files
 * (main.ts, app.module.ts), which wire everything.
 */
function placeOf(path, source) {
  if (!path.startsWith(`${source}/`)) return undefined;
  const parts = path.slice(source.length + 1).split('/');
  if (parts.length === 1) return undefined;
  const [group, folder] = parts;
  if ((group === 'platform' || group === 'features') && parts.length > 2) return { group, folder };
  return { group: undefined, folder: group };
}

/** Throws when the declared feature arrows make a circle: two features must never import each other. */
function assertNoCircle(features) {
  const visiting = new Set();
  const done = new Set();
  const visit = (feature, path) => {
    if (done.has(feature)) return;
    if (visiting.has(feature))
      throw new Error(`architecture/layers: the features' arrows make a circle: ${[...path, feature].join(' -> ')}`);
    visiting.add(feature);
    for (const next of features[feature] ?? []) visit(next, [...path, feature]);
    visiting.delete(feature);
    done.add(feature);
  };
  for (const feature of Object.keys(features)) visit(feature, []);
}

const layers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'The platform never imports a feature; a feature imports another only along an arrow the architecture names, never both ways.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          source: { type: 'string' },
          features: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: { file: { type: 'string' }, imports: { type: 'string' }, reason: { type: 'string' } },
              required: ['file', 'imports', 'reason'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'source', 'features'],
        additionalProperties: false,
      },
    ],
    messages: {
      platformImportsFeature:
        '{{file}} is platform ({{layer}}/) and imports the feature {{feature}}/: the platform serves every feature and imports none (docs/architecture.md#modules). Move what it needs into the platform, or the code into the feature.',
      featureImportsFeature:
        '{{layer}}/ imports {{feature}}/, an arrow docs/architecture.md#modules does not name{{reverse}}. Features import each other one way only.',
      unknownFolder:
        '{{folder}} is neither in server/src/platform/ nor a feature named in eslint.config.js (FEATURES) and docs/architecture.md#modules.',
    },
  },
  create(context) {
    const { root, source, features, exceptions = [] } = context.options[0];
    assertNoCircle(features);
    const file = relative(root, context.filename).split('\\').join('/');
    const place = placeOf(file, source);
    if (place === undefined) return {};
    const layer = place.folder;
    const known = place.group === 'platform' || (place.group === 'features' && Object.hasOwn(features, layer));
    const allowed = exceptions
      .filter((exception) => globToRegExp(exception.file).test(file))
      .map((exception) => globToRegExp(exception.imports));
    let reportedUnknown = false;

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      if (!known) {
        const folder = `${source}/${place.group ? `${place.group}/` : ''}${layer}/`;
        if (!reportedUnknown) context.report({ node, messageId: 'unknownFolder', data: { folder } });
        reportedUnknown = true;
        return;
      }
      const imported = relative(root, resolve(dirname(context.filename), specifier))
        .split('\\')
        .join('/')
        .replace(/\.js$/, '.ts');
      const target = placeOf(imported, source);
      if (target?.group !== 'features' || target.folder === layer) return;
      const feature = target.folder;
      if (allowed.some((pattern) => pattern.test(imported))) return;
      if (place.group === 'platform') {
        context.report({ node, messageId: 'platformImportsFeature', data: { file, layer, feature } });
      } else if (!features[layer].includes(feature)) {
        const reverse = features[feature]?.includes(layer) ? ` (the arrow is ${feature} -> ${layer})` : '';
        context.report({ node, messageId: 'featureImportsFeature', data: { layer, feature, reverse } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const noSqlOutsideRepositories = {
  meta: {
    type: 'problem',
    docs: { description: "SQL runs only in the owning module's repository (*.repository.ts)." },
    schema: [],
    messages: {
      sql: "{{what}} outside a repository: the statement belongs in the owning module's *.repository.ts, whose module alone writes its tables (docs/architecture.md#transactions).",
    },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'sql', data: { what } });
    return {
      "MemberExpression[property.name='manager']": (node) => report(node, 'An EntityManager (`.manager`)'),
      "CallExpression[callee.property.name='query']": (node) => report(node, 'A raw query (`.query(`)'),
      "CallExpression[callee.property.name='createQueryBuilder']": (node) =>
        report(node, 'A query builder (`createQueryBuilder`)'),
    };
  },
};

export default {
  meta: { name: 'architecture' },
  rules: { layers, 'no-sql-outside-repositories': noSqlOutsideRepositories },
};
