/**
 * `crossings serve`: the server and the web client, as `npm start` runs them (docs: README, Host it).
 * Flags set what the environment would (PORT, HOST, CROSSINGS_DATA_DIR); the rest of the configuration
 * comes from the environment as for `npm start` (src/server/startup/config.ts). A server that cannot
 * start says why in one message and exits with status 1.
 */
export interface ServeFlags {
  port?: number;
  host?: string;
  dataDir?: string;
}

export async function serveCommand(flags: ServeFlags): Promise<void> {
  if (flags.port !== undefined) process.env.PORT = String(flags.port);
  if (flags.host !== undefined) process.env.HOST = flags.host;
  if (flags.dataDir !== undefined) process.env.CROSSINGS_DATA_DIR = flags.dataDir;
  // Loaded here, not at the top: the other commands start faster without the server's modules.
  const { startOrExit } = await import('../server/main.ts');
  await startOrExit();
}
