/**
 * Writes name.br and name.gz beside each compressible file under `dir`; returns [files, bytes before, Brotli bytes].
 * `fast`: lower levels, for the browser tests' build.
 */
export function compressDir(dir: string, options?: { fast?: boolean }): [number, number, number];
