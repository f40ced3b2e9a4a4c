/**
 * The card editor's form, generated from a game's content schema (docs/lab.md, The card editor): the
 * zod schema becomes JSON Schema with zod's own `toJSONSchema`, and that becomes a tree of field kinds
 * the editor draws. Nothing here names a game, so a new game's content gets an editor with no code.
 * Bounds (numbers, list lengths, text lengths) come from the schema, as the validator enforces them.
 */
import { z } from 'zod';
import { LOCAL_TEXT_KEYWORD, type AnyGame } from '../../../engine/index.ts';

export type Scalar = string | number | boolean | null;

export type FieldNode =
  | { kind: 'object'; fields: ObjectField[] }
  | { kind: 'list'; item: FieldNode; min: number; max: number | null }
  | { kind: 'number'; integer: boolean; min: number | null; max: number | null }
  | { kind: 'text'; min: number; max: number | null; pattern: string | null }
  /** A text in every language: plain English, or `{ en, "zh-Hant"? }` (localTextSchema). */
  | { kind: 'localText'; min: number; max: number | null }
  | { kind: 'choice'; options: Scalar[] }
  | { kind: 'boolean' }
  | { kind: 'nullable'; inner: FieldNode }
  /** Objects told apart by one constant field (`kind: 'crisis' | 'crash'`, `type: 'money' | …`). */
  | { kind: 'union'; key: string; branches: { value: Scalar; node: Extract<FieldNode, { kind: 'object' }> }[] }
  | { kind: 'constant'; value: Scalar }
  /** Anything the generator does not draw as fields: edited as a small piece of JSON. */
  | { kind: 'json' };

export interface ObjectField {
  key: string;
  node: FieldNode;
  required: boolean;
  /** The schema's default for an optional field (`star: false`). */
  fallback?: unknown;
}

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

const cache = new WeakMap<object, FieldNode>();

/** The form tree of a game's content (built once per game). */
export function contentTree(game: AnyGame): FieldNode {
  const schema = game.contentSchema as z.ZodType;
  let tree = cache.get(schema);
  if (!tree) {
    const js = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Json;
    tree = treeOf(js, js);
    cache.set(schema, tree);
  }
  return tree;
}

/** JSON Schema (as zod writes it) to a form tree; `root` resolves `$ref`s. */
export function treeOf(schema: unknown, root: Json): FieldNode {
  if (!isObj(schema)) return { kind: 'json' };
  if (typeof schema.$ref === 'string') return treeOf(resolveRef(schema.$ref, root), root);
  if (schema[LOCAL_TEXT_KEYWORD] === true) return { kind: 'localText', min: num(schema.minLength) ?? 0, max: num(schema.maxLength) };
  if ('const' in schema) return { kind: 'constant', value: schema.const as Scalar };
  if (Array.isArray(schema.enum)) return { kind: 'choice', options: schema.enum as Scalar[] };
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return alternativesOf(alternatives, root);
  switch (schema.type) {
    case 'object': {
      const props = isObj(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      return {
        kind: 'object',
        fields: Object.entries(props).map(([key, p]) => ({
          key, node: treeOf(p, root), required: required.has(key), ...(isObj(p) && 'default' in p ? { fallback: p.default } : {}),
        })),
      };
    }
    case 'array':
      return { kind: 'list', item: treeOf(schema.items, root), min: num(schema.minItems) ?? 0, max: num(schema.maxItems) };
    case 'integer':
    case 'number':
      return { kind: 'number', integer: schema.type === 'integer', min: num(schema.minimum), max: num(schema.maximum) };
    case 'string':
      return { kind: 'text', min: num(schema.minLength) ?? 0, max: num(schema.maxLength), pattern: typeof schema.pattern === 'string' ? schema.pattern : null };
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return { kind: 'json' };
  }
}

function resolveRef(ref: string, root: Json): unknown {
  if (ref === '#') return root;
  let at: unknown = root;
  for (const part of ref.replace(/^#\//, '').split('/')) at = isObj(at) ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return at;
}

/** `X | null` is X that may be left empty; objects each with one constant field are a union chosen by it. */
function alternativesOf(alternatives: unknown[], root: Json): FieldNode {
  const nodes = alternatives.map((a) => treeOf(a, root));
  const isNull = (n: FieldNode) => n.kind === 'constant' && n.value === null;
  const nullType = alternatives.findIndex((a) => isObj(a) && a.type === 'null');
  if (nodes.length === 2 && (nullType >= 0 || nodes.some(isNull))) {
    const inner = nodes[nullType >= 0 ? 1 - nullType : nodes.findIndex((n) => !isNull(n))];
    if (inner.kind === 'choice') return { kind: 'choice', options: [...inner.options, null] };
    return { kind: 'nullable', inner };
  }
  if (nodes.every((n) => n.kind === 'choice' || n.kind === 'constant')) {
    return { kind: 'choice', options: nodes.flatMap((n) => (n.kind === 'choice' ? n.options : n.kind === 'constant' ? [n.value] : [])) };
  }
  const objects = nodes.filter((n): n is Extract<FieldNode, { kind: 'object' }> => n.kind === 'object');
  if (objects.length === nodes.length && objects.length > 0) {
    const key = objects[0].fields.find((f) => f.node.kind === 'constant' && objects.every((o) => o.fields.some((g) => g.key === f.key && g.node.kind === 'constant')))?.key;
    if (key) {
      const branches = objects.map((node) => ({ value: (node.fields.find((f) => f.key === key)!.node as { value: Scalar }).value, node }));
      if (new Set(branches.map((b) => b.value)).size === branches.length) return { kind: 'union', key, branches };
    }
  }
  return { kind: 'json' };
}

/** The branch of a union a value belongs to (by its constant field), or the first. */
export function branchOf(node: Extract<FieldNode, { kind: 'union' }>, value: unknown) {
  const tag = isObj(value) ? value[node.key] : undefined;
  return node.branches.find((b) => b.value === tag) ?? node.branches[0];
}

/**
 * A new value for a field: the schema's smallest valid shape where it has one (numbers at 0 or their
 * lower bound, lists at their shortest, the first choice), texts empty so the editor asks for them.
 */
export function blankOf(node: FieldNode): unknown {
  switch (node.kind) {
    case 'object':
      return Object.fromEntries(node.fields.filter((f) => f.required).map((f) => [f.key, blankOf(f.node)]));
    case 'list':
      return Array.from({ length: node.min }, () => blankOf(node.item));
    case 'number':
      return Math.min(Math.max(0, node.min ?? 0), node.max ?? Infinity);
    case 'text':
      return '';
    case 'localText':
      return { en: '' };
    case 'choice':
      return node.options[0] ?? null;
    case 'boolean':
      return false;
    case 'nullable':
      return null;
    case 'union':
      return blankOf(node.branches[0].node);
    case 'constant':
      return node.value;
    case 'json':
      return null;
  }
}
