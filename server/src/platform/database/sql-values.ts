/**
 * The values of one SQL statement, each numbered as it is added: a statement is written with
 * named parts (`${values.add(claim.email)}`, `values.row(columns)`) and its placeholders are never
 * numbered, or renumbered, by hand. Built the same way on every call, the text stays the same, so a
 * prepared statement (TransactionHost.prepared) is parsed once per connection.
 */
export class SqlValues {
  readonly list: unknown[] = [];

  /** The placeholder of `value` (`$n`), cast to `type` when given. */
  add(value: unknown, type?: string): string {
    this.list.push(value);
    return type ? `$${this.list.length}::${type}` : `$${this.list.length}`;
  }

  /** The column names of a row to insert and the placeholders of their values, in the same order. */
  row(columns: Readonly<Record<string, unknown>>): { names: string; placeholders: string } {
    const names = Object.keys(columns);
    return { names: names.join(', '), placeholders: names.map((name) => this.add(columns[name])).join(', ') };
  }
}
