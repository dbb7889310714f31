/**
 * ra-core's CSV exporter library, loaded when a list exports through react-admin's ExportButton
 * (vite.config.ts routes ra-core's import here): ra-core's <ListBase> imports it statically, which
 * put it on the claim list's first load although that list exports on the server.
 */
type Callback = (error: Error | null, csv: string) => void;

export default function jsonExport(data: unknown, options: unknown, callback?: Callback): void {
  void import('jsonexport/dist/index.js').then(({ default: real }) => real(data, options, callback));
}
