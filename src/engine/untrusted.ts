/**
 * Reading untrusted content or options: size and depth first (json-limits.ts), then the schema, then
 * the game's own checks. Whatever the input, the answer is the parsed value or a list of problems a
 * person can act on, never an exception: `defineGame` turns the list into a ContentError.
 */
import type { ZodType } from 'zod';
import { jsonLimitProblem, type JsonLimits } from './json-limits.ts';

/** A list longer than this helps nobody, and would make an error response as big as the input. */
export const MAX_PROBLEMS_LISTED = 50;
/** Problems quote the input (zod lists unknown keys); a long one is cut here. */
export const MAX_PROBLEM_LENGTH = 500;

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

function shorten(problems: string[]): string[] {
  const shown = problems.slice(0, MAX_PROBLEMS_LISTED)
    .map((p) => (p.length > MAX_PROBLEM_LENGTH ? `${p.slice(0, MAX_PROBLEM_LENGTH)}…` : p));
  if (problems.length > MAX_PROBLEMS_LISTED) shown.push(`… and ${problems.length - MAX_PROBLEMS_LISTED} more problems`);
  return shown;
}

/**
 * Checks `value` against `limits`, then `schema`, then `validate` (on the schema's output), stopping
 * at the first stage that finds problems. `what` ("content", "options") names the value in messages.
 */
export function checkUntrusted<T>(
  value: unknown,
  what: string,
  limits: JsonLimits,
  schema: ZodType<T>,
  validate?: (parsed: T) => string[],
): Checked<T> {
  try {
    const limit = jsonLimitProblem(value, limits, what);
    if (limit) return { ok: false, problems: [limit] };
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      return { ok: false, problems: shorten(parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)) };
    }
    const problems = validate?.(parsed.data) ?? [];
    return problems.length ? { ok: false, problems: shorten(problems) } : { ok: true, value: parsed.data };
  } catch (err) {
    // A schema or check that throws is a bug in the game, but the caller still gets a clear refusal.
    return { ok: false, problems: [`(root): the ${what} could not be checked: ${err instanceof Error ? err.message : String(err)}`] };
  }
}
