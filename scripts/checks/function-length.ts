import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A function in a source file and how many lines it spans (its first line to its last, both counted). */
export interface FunctionSpan {
  file: string;
  name: string;
  line: number;
  lines: number;
}

type FunctionNode =
  | ts.FunctionDeclaration
  | ts.MethodDeclaration
  | ts.ArrowFunction
  | ts.FunctionExpression
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration
  | ts.ConstructorDeclaration;

function isFunctionNode(node: ts.Node): node is FunctionNode {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isConstructorDeclaration(node)
  );
}

/** The name a function is known by: its own, the const or property it is assigned to, or the call it is passed to. */
function nameOf(node: FunctionNode, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source)})`;
  return '(anonymous)';
}

/**
 * A Fastify plugin that registers routes: `export const xRoutes: FastifyPluginAsync = async (app) => {...}`.
 * Its body is a list of `implement(...)`/`app.get(...)` registrations, one short handler each, so it grows
 * with the module's routes and is exempt by this rule (the handlers inside it are still measured).
 */
export function isRoutePlugin(node: ts.Node): boolean {
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return false;
  const parent = node.parent;
  return (
    ts.isVariableDeclaration(parent) &&
    parent.type !== undefined &&
    ts.isTypeReferenceNode(parent.type) &&
    /^FastifyPlugin\w*$/.test(parent.type.typeName.getText())
  );
}

/** Every function in the text with the lines it spans, route plugins aside. */
export function functionSpans(file: string, text: string): FunctionSpan[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const spans: FunctionSpan[] = [];
  const visit = (node: ts.Node) => {
    if (isFunctionNode(node) && node.body && !isRoutePlugin(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      spans.push({ file, name: nameOf(node, source), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

/** The functions of these files longer than `max` lines, longest first. */
export function longFunctions(files: readonly string[], max: number): FunctionSpan[] {
  return files
    .flatMap((file) => functionSpans(file, readFileSync(file, 'utf8')))
    .filter((span) => span.lines > max)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}
