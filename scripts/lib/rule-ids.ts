/**
 * Rule and decision IDs in docs/rules/*.md and their mentions in tests (see docs/architecture.md,
 * "Rule IDs"). Pure functions, so the syntax is unit-tested apart from the file system.
 *
 * An ID is 2–3 capital letters, `-R` (rule) or `-D` (decision), and a number: `EM-R12`, `RF-D3`.
 * It is *defined* where it is the first thing on a line of a rules doc, as
 *   - a list item:   `- **EM-R12** text`, `* EM-R12 — text`, `1. **EM-R12**: text`
 *   - a heading:     `### EM-R12 Crossing the border`
 *   - a table row:   `| EM-R12 | text |` or `| **EM-R12** | text |`
 * (bold, italics or backticks around the ID are allowed). Anywhere else it is only a reference.
 */
/** A test file containing this text is not scanned (its IDs are examples). */
export const IGNORE_MARKER = 'rules-coverage-ignore-file';

export const ID_PATTERN = /\b([A-Z]{2,3})-([RD])(\d+)\b/g;

const DEFINITION = /^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|\|\s*)(?:\*\*|__|\*|_|`)*([A-Z]{2,3}-[RD]\d+)(?:\*\*|__|\*|_|`)*(?=[\s:.,|—–-]|$)/;

export interface Definition {
  id: string;
  kind: 'rule' | 'decision';
  line: number;
}

export interface RuleDoc {
  file: string;
  definitions: Definition[];
  /** IDs defined more than once in the same doc. */
  duplicates: string[];
}

export function kindOf(id: string): 'rule' | 'decision' {
  return /-R\d+$/.test(id) ? 'rule' : 'decision';
}

export function parseRuleDoc(file: string, text: string): RuleDoc {
  const definitions: Definition[] = [];
  const seen = new Set<string>();
  const duplicates: string[] = [];
  let fenced = false;
  text.split(/\r?\n/).forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced; // examples inside code fences define nothing
    if (fenced) return;
    const m = DEFINITION.exec(line);
    if (!m) return;
    const id = m[1];
    if (seen.has(id)) duplicates.push(id);
    seen.add(id);
    definitions.push({ id, kind: kindOf(id), line: i + 1 });
  });
  return { file, definitions, duplicates };
}

/** Every rule or decision ID mentioned anywhere in `text`. */
export function findMentions(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(ID_PATTERN)) out.add(`${m[1]}-${m[2]}${m[3]}`);
  return out;
}

export interface DocCoverage {
  file: string;
  rules: number;
  covered: number;
  uncovered: string[];
  decisions: number;
  decisionsTested: string[];
  duplicates: string[];
}

function byNumber(a: string, b: string): number {
  const [pa, na] = [a.replace(/\d+$/, ''), Number(/\d+$/.exec(a)![0])];
  const [pb, nb] = [b.replace(/\d+$/, ''), Number(/\d+$/.exec(b)![0])];
  return pa === pb ? na - nb : pa < pb ? -1 : 1;
}

export function coverage(docs: RuleDoc[], mentioned: Set<string>): { docs: DocCoverage[]; unknown: string[] } {
  const defined = new Set<string>();
  const result = docs.map((doc): DocCoverage => {
    const rules = [...new Set(doc.definitions.filter((d) => d.kind === 'rule').map((d) => d.id))];
    const decisions = [...new Set(doc.definitions.filter((d) => d.kind === 'decision').map((d) => d.id))];
    for (const d of doc.definitions) defined.add(d.id);
    const uncovered = rules.filter((id) => !mentioned.has(id)).sort(byNumber);
    return {
      file: doc.file,
      rules: rules.length,
      covered: rules.length - uncovered.length,
      uncovered,
      decisions: decisions.length,
      decisionsTested: decisions.filter((id) => mentioned.has(id)).sort(byNumber),
      duplicates: [...new Set(doc.duplicates)].sort(byNumber),
    };
  });
  // Tests naming an ID no doc defines: a typo or a rule that was renumbered.
  const unknown = [...mentioned].filter((id) => !defined.has(id)).sort(byNumber);
  return { docs: result, unknown };
}
