/** `--name value` options of the bench scripts: a missing option without a default is an error that names it. */
export function optionReader(args: string[]): (name: string, fallback?: string) => string {
  return (name, fallback) => {
    const i = args.indexOf(name);
    if (i >= 0 && args[i + 1] !== undefined) return args[i + 1];
    if (fallback === undefined) throw new Error(`missing ${name}`);
    return fallback;
  };
}
