/** @jest-environment node */
/**
 * The per-environment TypeScript projects (tsconfig.projects.json), each shown refusing the other
 * environment's globals: code placed where a developer would put it, checked with that project's own
 * compiler options, as `npm run typecheck` checks it.
 */
import path from 'node:path';
import ts from 'typescript';

const REPO_ROOT = path.resolve(__dirname, '..');

/** The type errors of `code` as a file at `file`, under the compiler options of the project `config`. */
function typeErrors(config: string, file: string, code: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(REPO_ROOT, config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${config} could not be read`);
  const options = { ...parsed.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false };
  const fileName = path.join(REPO_ROOT, file);
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === fileName
      ? ts.createSourceFile(name, code, languageVersion)
      : getSourceFile.call(host, name, languageVersion, ...rest);
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? code : readFile.call(host, name));
  // The project's own declaration files (the build's `process.env` for browser code) come with it.
  const declarations = parsed.fileNames.filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram({ rootNames: [fileName, ...declarations], options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === fileName)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const DOM_CODE = 'export const title: string = document.title;\nexport const width: number = window.innerWidth;\n';
const NODE_CODE = "export const cwd: string = process.cwd();\nexport const bytes: number = Buffer.from('x').length;\n";

describe('the TypeScript project of each environment', () => {
  it('gives browser code the DOM and no Node: process.cwd() and Buffer are errors there', () => {
    expect(typeErrors('tsconfig.browser.json', 'shell/src/layout/Example.ts', DOM_CODE)).toEqual([]);
    const errors = typeErrors('tsconfig.browser.json', 'shell/src/layout/Example.ts', NODE_CODE);
    expect(errors).toEqual([
      expect.stringContaining("Property 'cwd' does not exist"),
      expect.stringContaining("Cannot find name 'Buffer'"),
    ]);
  });

  it('still lets browser code read the values the build writes in (process.env.PUBLIC_…)', () => {
    const code = 'export const token: string | undefined = process.env.PUBLIC_MAP_TOKEN;\n';
    expect(typeErrors('tsconfig.browser.json', 'mfe-access/src/components/Example.ts', code)).toEqual([]);
  });

  it('gives server code Node and no DOM: document and window are errors there', () => {
    expect(typeErrors('tsconfig.server.json', 'site-server/src/plugins/example.ts', NODE_CODE)).toEqual([]);
    const errors = typeErrors('tsconfig.server.json', 'site-server/src/plugins/example.ts', DOM_CODE);
    expect(errors).toEqual([
      expect.stringContaining("Cannot find name 'document'"),
      expect.stringContaining("Cannot find name 'window'"),
    ]);
  });

  it('gives the tests and tools both', () => {
    expect(
      typeErrors(
        'tsconfig.test.json',
        'e2e/example.ts',
        DOM_CODE + NODE_CODE.replace(/export const (\w+)/g, 'export const node_$1'),
      ),
    ).toEqual([]);
  });
});
