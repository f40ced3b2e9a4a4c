/** Writes name.br and name.gz beside each compressible file under `dir`; returns [files, bytes before, Brotli bytes]. */
export function compressDir(dir: string): [number, number, number];
