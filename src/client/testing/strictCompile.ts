// Compiling a file as a frontend project would, under `strict`: the client's own tests and the
// README's snippets are held to it.
import path from 'node:path';
import ts from 'typescript';

export const STRICT: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  lib: ['lib.es2023.d.ts'],
  types: ['node'],
  skipLibCheck: true,
};

/** The diagnostics of one file compiled under `strict`, as `line: message`; `text` replaces the file's own. */
export function strictDiagnosticsOf(file: string, text?: string): string[] {
  const host = ts.createCompilerHost(STRICT);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (text !== undefined && path.resolve(name) === file ? text : readFile(name));
  const program = ts.createProgram([file], STRICT, host);
  const source = program.getSourceFile(file)!;
  return [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}
