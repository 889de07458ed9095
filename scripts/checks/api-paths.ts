import { readFileSync } from 'node:fs';

/**
 * A hand-written API path in a string or template literal: `'/api/...'`, `"/api/..."` or a template
 * starting with `/api/` and naming something after it (the bare prefix `'/api/'`, which tells API
 * requests from the web app's, is not a path).
 */
const API_PATH = /['"`]\/api\/[A-Za-z0-9:${]/g;

/** Test code and its support may spell paths out: the raw HTTP checks of the contract itself. */
export const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || /\.fixture\.ts$/.test(file) || /[/\\]testing[/\\]/.test(file);

/** `file:line: text` for each hand-written API path in the files. */
export function handWrittenApiPaths(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const comment = /^\s*(\/\/|\/\*|\*)/.test(line);
      if (!comment && line.match(API_PATH)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}
