import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The import graph of the TypeScript sources (relative imports only; packages are reached through
 * their names), for the structure checks in imports.test.ts.
 */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const SKIP = new Set(['node_modules', 'dist', 'build-output']);

export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(root)) {
    if (SKIP.has(name)) continue;
    const path = join(root, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** file -> the files it imports (relative imports that resolve). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const m of text.matchAll(IMPORT)) {
      const target = m[1] ? resolveImport(file, m[1]) : undefined;
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle's files (strongly connected components of more than one file, or a file importing itself). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, indexOf.get(w) ?? 0));
      }
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}

/**
 * Imports that reach into another server module past its index.ts: from a file outside
 * `modules/<name>/` to `modules/<name>/<file>` other than `index.ts`.
 */
export function importsPastIndex(graph: Map<string, string[]>, modulesRoot: string): string[] {
  const moduleOf = (file: string) => {
    const rel = relative(modulesRoot, file);
    return rel.startsWith('..') ? undefined : rel.split(sep)[0];
  };
  const bad: string[] = [];
  for (const [file, targets] of graph) {
    if (/\.test\.tsx?$|\.fixture\.ts$/.test(file)) continue;
    for (const target of targets) {
      const into = moduleOf(target);
      if (!into || moduleOf(file) === into) continue;
      const rel = relative(join(modulesRoot, into), target);
      if (rel !== 'index.ts') bad.push(`${file} -> ${target}`);
    }
  }
  return bad;
}
