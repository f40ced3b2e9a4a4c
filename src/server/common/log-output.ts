/**
 * Where the server's log goes, and in what form. A person watching the terminal (a teacher running a
 * class, someone trying Crossings) reads short coloured lines; a service manager, a pipe or a file
 * gets one JSON object per line, which log tools read. The form is chosen once, at start: readable when
 * standard output is a terminal, JSON otherwise; CROSSINGS_LOG_FORMAT=pretty|json overrides it.
 */
import { pino, type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/** The form for this process: `wanted` (CROSSINGS_LOG_FORMAT) when given, else by whether stdout is a terminal. */
export function logFormat(wanted: string | undefined, stdoutIsTerminal: boolean): LogFormat {
  if (wanted === 'pretty' || wanted === 'json') return wanted;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

/**
 * A pino logger at `level` writing to stdout in `format`. Both forms write synchronously: pino's default
 * stdout writes in the background and, at `process.exit`, writes what is still waiting at once, so the
 * last lines before an exit could come out of order ("stopped" before "shutting down") or be lost. The
 * server logs a few lines an hour at its default level, so waiting for each costs nothing that matters.
 */
export function createLogger(level: string, format: LogFormat): PinoLogger {
  if (format === 'json') return pino({ level }, pino.destination({ dest: 1, sync: true }));
  // The line carries the time and the message, and the fields after it (room, workshop, address…), without pid and host.
  return pino({ level }, pretty({ sync: true, colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true }));
}
