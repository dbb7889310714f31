import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** The attributes people read or hear: a text there must come from the catalogue. */
const READ_ATTRIBUTES = new Set([
  'label',
  'aria-label',
  'title',
  'placeholder',
  'helperText',
  'alt',
  'aria-description',
]);
const WORDS = /\p{L}{2,}/u;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Words written into the JSX of a file (a text child, or a read attribute given as a string). */
function literalTexts(name: string, code: string): string[] {
  const source = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : undefined;
      if (text !== undefined && WORDS.test(text)) found.push(`${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${name}: ${text}`);
}

describe('the participant app', () => {
  it('writes no text of its own into a page: every word comes from the catalogue', () => {
    const files = componentFiles(SRC);
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((path) => literalTexts(relative(SRC, path), readFileSync(path, 'utf8')))).toEqual([]);
  });

  it('catches a text written into a page', () => {
    const page = 'export const A = ({ name }) => <p aria-label="Close" title={t(\'x\')}>Hello {name} · </p>;';
    expect(literalTexts('probe.tsx', page)).toEqual(['probe.tsx: aria-label="Close"', 'probe.tsx: Hello']);
  });
});
