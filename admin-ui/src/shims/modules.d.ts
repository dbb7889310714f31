declare module 'jsonexport/dist/index.js' {
  export default function jsonExport(data: unknown, options: unknown, callback?: unknown): void;
}
