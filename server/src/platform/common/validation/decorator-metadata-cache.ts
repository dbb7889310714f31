import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage } from 'class-validator';

/**
 * class-validator and class-transformer work out a class's rules anew on every call: class-validator
 * scans every registered class for ancestors and filters and groups their rules
 * (typestack/class-validator#2686), class-transformer gathers the class's exposed and excluded fields
 * from its ancestors. On the claim form's calculation that was about a tenth of the request's CPU
 * (docs/decisions.md, "Lean request path").
 *
 * A class's rules are complete once it and its ancestors are defined, so these lookups are kept per
 * class, as Twenty does for class-validator (twentyhq/twenty#24085). Every key is a class and the
 * library's own options, never a name from a request, so the caches hold no more than the DTOs.
 * Registering any metadata later (a class defined after start) empties them.
 */
export function cacheDecoratorMetadata(): void {
  const validation = getMetadataStorage();
  if (patched.has(validation)) return;
  patched.add(validation);

  const caches = new Caches();
  const rules = validation.getTargetValidationMetadatas.bind(validation);
  // One answer per combination of the options; group names are joined with a character none holds.
  validation.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) =>
    caches.get(caches.rules, target, `${schema}|${always}|${strictGroups}|${groups?.join('\u0000') ?? ''}`, () =>
      rules(target, schema, always, strictGroups, groups),
    );
  const group = validation.groupByPropertyName.bind(validation);
  validation.groupByPropertyName = (metadatas) => caches.get(caches.grouped, metadatas, '', () => group(metadatas));
  emptyOnAdd(validation, ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'], caches);

  const transforms = defaultMetadataStorage;
  for (const name of ['getExposedMetadatas', 'getExcludedMetadatas'] as const) {
    const lookup = transforms[name].bind(transforms);
    transforms[name] = (target) => caches.get(caches.transforms, target, name, () => lookup(target));
  }
  for (const name of ['getExposedProperties', 'getExcludedProperties'] as const) {
    const lookup = transforms[name].bind(transforms);
    transforms[name] = (target, type) =>
      caches.get(caches.transforms, target, `${name}|${type}`, () => lookup(target, type));
  }
  emptyOnAdd(
    transforms,
    ['addTypeMetadata', 'addTransformMetadata', 'addExposeMetadata', 'addExcludeMetadata'],
    caches,
  );
}

const patched = new WeakSet<object>();

/** Answers per object (a class, or a list of rules) and sub-key; weak, so a class that goes leaves nothing behind. */
class Caches {
  rules = new WeakMap<object, Map<string, unknown>>();
  grouped = new WeakMap<object, Map<string, unknown>>();
  transforms = new WeakMap<object, Map<string, unknown>>();

  get<T>(cache: WeakMap<object, Map<string, unknown>>, target: unknown, subKey: string, compute: () => T): T {
    if ((typeof target !== 'function' && typeof target !== 'object') || target === null) return compute();
    let answers = cache.get(target);
    if (!answers) cache.set(target, (answers = new Map()));
    if (answers.has(subKey)) return answers.get(subKey) as T;
    const answer = compute();
    answers.set(subKey, answer);
    return answer;
  }

  empty(): void {
    this.rules = new WeakMap();
    this.grouped = new WeakMap();
    this.transforms = new WeakMap();
  }
}

function emptyOnAdd<S extends object, K extends keyof S & string>(storage: S, methods: K[], caches: Caches): void {
  for (const method of methods) {
    const add = (storage[method] as (...args: unknown[]) => unknown).bind(storage);
    (storage as Record<string, unknown>)[method] = (...args: unknown[]) => {
      caches.empty();
      return add(...args);
    };
  }
}
