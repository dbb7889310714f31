// class-transformer keeps its metadata in one module-level storage that its index does not export;
// its types ship apart from the CommonJS build (decorator-metadata-cache.ts reads it).
declare module 'class-transformer/cjs/storage.js' {
  import type { MetadataStorage } from 'class-transformer/types/MetadataStorage.js';

  export const defaultMetadataStorage: MetadataStorage;
}
