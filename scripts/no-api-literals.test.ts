/**
 * Issue 25, item 3: every endpoint is declared once in `shared/api/endpoints`, and the browser
 * calls it through that declaration (`callEndpoint`, `endpointUrl`, `endpointRefs`), so a
 * renamed path is one edit. This fails on a string or template literal starting `/api` in
 * the browser folders and shared/ outside the declarations (comments are not literals; tests
 * are not scanned), naming each by file:line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const scannedFolders = ['shared', 'protocol', 'storefront', 'canvas', 'editor', 'dashboard'];

/** Where `/api` paths are written: the declarations, and the API's prefix (`API_PREFIX`). */
const declarations = [/^shared\/api\/endpoints\//, /^shared\/api\/endpoint\.ts$/];

/**
 * Dashboard files whose calls have not moved to the declarations yet: this list must become
 * empty. A file leaves it when its last `/api` literal goes (the second test says when).
 */
const dashboardFilesStillToMove: string[] = [];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Each string or template literal of `text` starting `/api`, as `name:line: literal`. */
function apiLiterals(name: string, text: string): string[] {
  const kind = name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : null;
    if (literal?.startsWith('/api')) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${name}:${line + 1}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = scannedFolders
  .flatMap((folder) => sourceFiles(join(root, folder)))
  .map((path) => relative(root, path).split('\\').join('/'));
const literalsOf = (file: string) => apiLiterals(file, readFileSync(join(root, file), 'utf8'));

describe('no /api path literals outside the endpoint declarations', () => {
  it('finds string, template and JSX attribute literals, and skips comments', () => {
    const text = [
      "// fetch('/api/in-a-comment')",
      '/** `/api/in-a-doc-comment` */',
      "const a = '/api/storefront/page';",
      'const b = `/api/orders/${id}`;',
      'const c = <a href="/api/file">x</a>;',
      'const d = `${API_PREFIX}/`;',
      "const e = '/apiary';",
    ].join('\n');
    expect(apiLiterals('sample.tsx', text)).toEqual([
      "sample.tsx:3: '/api/storefront/page'",
      'sample.tsx:4: `/api/orders/${id}`',
      'sample.tsx:5: "/api/file"',
      "sample.tsx:7: '/apiary'",
    ]);
  });

  it('the browser folders and shared/ name endpoints only through their declarations', () => {
    const found = files
      .filter((file) => !declarations.some((allowed) => allowed.test(file)))
      .filter((file) => !dashboardFilesStillToMove.includes(file))
      .flatMap(literalsOf);
    expect(found).toEqual([]);
  });

  it('every dashboard file still to move still holds a literal (else it leaves the list)', () => {
    const moved = dashboardFilesStillToMove.filter((file) => literalsOf(file).length === 0);
    expect(moved).toEqual([]);
  });
});
