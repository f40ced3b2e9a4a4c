/**
 * The card editor's fields, drawn from the schema's form tree (schema-tree.ts): a number field with the
 * schema's bounds, a text, a text in both languages side by side (a missing translation flagged), a
 * choice, a yes/no, and lists of cards as tiles with their own move, duplicate and remove buttons.
 * Each field shows the validator's problems for its path beside it, in words (content-edit.ts).
 *
 * Every field and card is memoized: it draws again only when its own value, its problems (the
 * ProblemStore) or the search change, so an edit in a content of hundreds of cards draws one card
 * (docs/performance.md, The card editor).
 */
import type { TFunction } from 'i18next';
import { createContext, memo, useContext, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { editList, itemName, matches, missingLanguages, pathKey, textParts, withLanguage, type Path } from './content-edit.ts';
import { blankOf, branchOf, type FieldNode } from './schema-tree.ts';
import { fieldLabel } from './labels.ts';
import { useProblems, type ProblemStore } from './problem-store.ts';
import '../texts.ts';

export interface EditorContextValue {
  id: string;
  problems: ProblemStore;
  query: string;
  /** A new value at `path` (`coalesce`: typing in one field is one undo step). */
  set(path: Path, next: unknown, coalesce?: boolean): void;
  /** Replace the whole content (list edits). */
  edit(change: (value: unknown) => unknown): void;
}
export const EditorContext = createContext<EditorContextValue | null>(null);
const useEditor = () => useContext(EditorContext)!;

const domId = (ctx: EditorContextValue, path: Path) => fieldDomId(ctx.id, path);
/** The page id of the field at `path` in the editor `editorId` (a section's title is `<id>-section`). */
export const fieldDomId = (editorId: string, path: Path) => `${editorId}-${pathKey(path).replace(/[^\w-]/g, '_')}`;

/**
 * A section's own field is named by the section's title (CardEditor's summary): its label is kept for
 * assistive technology but not shown a second time.
 */
const hiddenWhen = (headed: boolean | undefined) => (headed ? 'sr-only' : undefined);

/** The problems of one field, announced with it (aria-describedby). */
function Problems({ id, problems }: { id: string; problems: string[] | undefined }) {
  if (!problems?.length) return null;
  return (
    <ul id={id} className="ce-problems" data-testid="field-problems">
      {problems.map((p, i) => <li key={i}><span aria-hidden="true">✗ </span>{p}</li>)}
    </ul>
  );
}

/** Props of a drawn part of the content: equal when the part is the same (a new path array with the same steps is the same path). */
interface PartProps { node: FieldNode; path: Path; value: unknown; label?: string; headed?: boolean }
const samePart = (a: PartProps, b: PartProps) => a.node === b.node && a.value === b.value && a.label === b.label && a.headed === b.headed && pathKey(a.path) === pathKey(b.path);

/** `headed`: the field is a whole section, whose title already shows its name. */
export const Field = memo(function Field({ node, path, value, label, headed }: { node: FieldNode; path: Path; value: unknown; label: string; headed?: boolean }) {
  const ctx = useEditor();
  const { t } = useT('lab');
  const id = domId(ctx, path);
  const problems = useProblems(ctx.problems, pathKey(path));
  const invalid = problems !== undefined && problems.length > 0;
  const described = invalid ? `${id}-problems` : undefined;
  switch (node.kind) {
    case 'number': {
      const bounds = node.min !== null && node.max !== null ? t('editor.bounds', { min: node.min, max: node.max }) : null;
      return (
        <div className="ce-field ce-number">
          <label htmlFor={id} className={hiddenWhen(headed)}>{label}</label>
          <input
            id={id}
            type="number"
            min={node.min ?? undefined}
            max={node.max ?? undefined}
            step={node.integer ? 1 : 'any'}
            value={typeof value === 'number' ? value : ''}
            aria-invalid={invalid}
            aria-describedby={[bounds ? `${id}-bounds` : '', described ?? ''].join(' ').trim() || undefined}
            onChange={(e) => {
              // A half-typed number ("-") is not a value yet: the field keeps it and the content waits.
              if (e.target.value === '' && e.target.validity?.badInput) return;
              ctx.set(path, e.target.value === '' ? null : Number(e.target.value), true);
            }}
          />
          {bounds && <small id={`${id}-bounds`} className="ce-hint">{bounds}</small>}
          <Problems id={`${id}-problems`} problems={problems} />
        </div>
      );
    }
    case 'text':
      return (
        <div className="ce-field">
          <label htmlFor={id} className={hiddenWhen(headed)}>{label}</label>
          <input id={id} value={typeof value === 'string' ? value : ''} maxLength={node.max ?? undefined} aria-invalid={invalid} aria-describedby={described} onChange={(e) => ctx.set(path, e.target.value, true)} />
          <Problems id={`${id}-problems`} problems={problems} />
        </div>
      );
    case 'localText':
      return <LocalTextField path={path} value={value} label={label} id={id} problems={problems} long={(node.max ?? 0) > 120} headed={headed} />;
    case 'choice':
      return (
        <div className="ce-field">
          <label htmlFor={id} className={hiddenWhen(headed)}>{label}</label>
          <select
            id={id}
            value={node.options.indexOf(value as never)}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(e) => ctx.set(path, node.options[Number(e.target.value)])}
          >
            {node.options.indexOf(value as never) < 0 && <option value={-1}>{t('editor.noChoice')}</option>}
            {node.options.map((o, i) => <option key={i} value={i}>{o === null ? t('editor.none') : String(o)}</option>)}
          </select>
          <Problems id={`${id}-problems`} problems={problems} />
        </div>
      );
    case 'boolean':
      return (
        <div className="ce-field ce-bool">
          <label>
            <input type="checkbox" checked={value === true} aria-invalid={invalid} aria-describedby={described} onChange={(e) => ctx.set(path, e.target.checked)} /> {label}
          </label>
          <Problems id={`${id}-problems`} problems={problems} />
        </div>
      );
    case 'constant':
      return <div className="ce-field"><span className="ce-label">{label}</span><span className="ce-constant">{JSON.stringify(value ?? node.value)}</span></div>;
    case 'object':
    case 'union':
      return (
        <fieldset className={headed ? 'ce-group ce-headed' : 'ce-group'}>
          <legend className={hiddenWhen(headed)}>{label}</legend>
          <Problems id={`${id}-problems`} problems={problems} />
          <Fields node={node} path={path} value={value} />
        </fieldset>
      );
    case 'list':
      return <ListField node={node} path={path} value={value} label={label} headed={headed} />;
    case 'nullable':
    case 'json':
      return <JsonField path={path} value={value} label={label} id={id} problems={problems} headed={headed} />;
  }
}, samePart);

/** The fields of an object (or of a union's branch, with the choice of branch first). */
export const Fields = memo(function Fields({ node, path, value }: { node: Extract<FieldNode, { kind: 'object' | 'union' }>; path: Path; value: unknown }) {
  const ctx = useEditor();
  const { t } = useT('lab');
  let object: Extract<FieldNode, { kind: 'object' }>;
  let head: ReactNode = null;
  if (node.kind === 'object') object = node;
  else {
    const branch = branchOf(node, value);
    object = branch.node;
    const id = `${domId(ctx, path)}-${node.key}`;
    head = (
      <div className="ce-field">
        <label htmlFor={id}>{fieldLabel(t, node.key)}</label>
        <select
          id={id}
          value={String(branch.value)}
          onChange={(e) => {
            const next = node.branches.find((b) => String(b.value) === e.target.value)!;
            // Another kind keeps the fields both kinds have (its name and text), and starts the rest afresh.
            const kept = Object.fromEntries(next.node.fields.filter((f) => f.node.kind !== 'constant' && (value as Record<string, unknown>)?.[f.key] !== undefined && branch.node.fields.some((g) => g.key === f.key && g.node.kind === f.node.kind)).map((f) => [f.key, (value as Record<string, unknown>)[f.key]]));
            ctx.set(path, { ...(blankOf(next.node) as object), ...kept });
          }}
        >
          {node.branches.map((b) => <option key={String(b.value)} value={String(b.value)}>{String(b.value)}</option>)}
        </select>
      </div>
    );
  }
  const obj = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return (
    <div className="ce-fields">
      {head}
      {object.fields.filter((f) => !(node.kind === 'union' && f.key === node.key)).map((f) => (
        <Field key={f.key} node={f.node} path={[...path, f.key]} value={obj[f.key] ?? f.fallback} label={fieldLabel(t, f.key)} />
      ))}
    </div>
  );
}, samePart);

function LocalTextField({ path, value, label, id, problems, long, headed }: { path: Path; value: unknown; label: string; id: string; problems: string[] | undefined; long: boolean; headed?: boolean }) {
  const ctx = useEditor();
  const { t } = useT('lab');
  const { en, others } = textParts(value);
  const missing = missingLanguages(value);
  const invalid = (problems?.length ?? 0) > 0;
  const Input = long ? 'textarea' : 'input';
  const described = [missing.length ? `${id}-missing` : '', invalid ? `${id}-problems` : ''].join(' ').trim() || undefined;
  return (
    <fieldset className="ce-group ce-text">
      <legend className={hiddenWhen(headed)}>{label}</legend>
      <div className="ce-langs">
        <div className="ce-field">
          <label htmlFor={`${id}-en`}>{t('editor.english')}</label>
          <Input id={`${id}-en`} value={en} rows={long ? 3 : undefined} aria-invalid={invalid} aria-describedby={described} onChange={(e) => ctx.set(path, withLanguage(value, 'en', e.target.value), true)} />
        </div>
        {Object.keys(others).length === 0 && <LangInput id={id} lang="zh-Hant" text="" Input={Input} long={long} onText={(x) => ctx.set(path, withLanguage(value, 'zh-Hant', x), true)} described={described} />}
        {Object.entries(others).map(([lang, text]) => (
          <LangInput key={lang} id={id} lang={lang} text={text ?? ''} Input={Input} long={long} onText={(x) => ctx.set(path, withLanguage(value, lang, x), true)} described={described} />
        ))}
      </div>
      {missing.length > 0 && <p id={`${id}-missing`} className="ce-missing"><span aria-hidden="true">⚠ </span>{t('editor.missingTranslation')}</p>}
      <Problems id={`${id}-problems`} problems={problems} />
    </fieldset>
  );
}

function LangInput({ id, lang, text, Input, long, onText, described }: { id: string; lang: string; text: string; Input: 'input' | 'textarea'; long: boolean; onText(x: string): void; described?: string }) {
  const { t } = useT('lab');
  return (
    <div className="ce-field">
      <label htmlFor={`${id}-${lang}`}>{lang === 'zh-Hant' ? t('editor.chinese') : lang}</label>
      <Input id={`${id}-${lang}`} lang={lang} value={text} rows={long ? 3 : undefined} aria-describedby={described} onChange={(e) => onText(e.target.value)} />
    </div>
  );
}

/** A value the form has no fields for: edited as JSON, checked when the field is left. */
function JsonField({ path, value, label, id, problems, headed }: { path: Path; value: unknown; label: string; id: string; problems: string[] | undefined; headed?: boolean }) {
  const ctx = useEditor();
  const { t } = useT('lab');
  const shown = JSON.stringify(value ?? null);
  const [draft, setDraft] = useState<{ text: string; from: string } | null>(null);
  const [bad, setBad] = useState(false);
  const text = draft && draft.from === shown ? draft.text : shown;
  return (
    <div className="ce-field">
      <label htmlFor={id}><span className={hiddenWhen(headed)}>{label} </span><span className="ce-hint">{t('editor.asJson')}</span></label>
      <input
        id={id}
        className="lab-mono"
        value={text}
        aria-invalid={bad || (problems?.length ?? 0) > 0}
        aria-describedby={`${id}-problems`}
        onChange={(e) => setDraft({ text: e.target.value, from: shown })}
        onBlur={() => {
          try {
            ctx.set(path, JSON.parse(text));
            setBad(false);
            setDraft(null);
          } catch {
            setBad(true);
          }
        }}
      />
      <Problems id={`${id}-problems`} problems={bad ? [t('editor.badJson'), ...(problems ?? [])] : problems} />
    </div>
  );
}

/** "(40)", or "(1 of 40 match)" while a search hides some. */
export const listCount = (t: TFunction, shown: number, count: number) =>
  shown === count ? t('editor.count', { count }) : t('editor.matchCount', { shown, count });

/** A list: tiles for cards (objects), a row of small fields for plain values; search filters the top-level lists. */
const ListField = memo(function ListField({ node, path, value, label, headed }: { node: Extract<FieldNode, { kind: 'list' }>; path: Path; value: unknown; label: string; headed?: boolean }) {
  const ctx = useEditor();
  const { t } = useT('lab');
  const items = Array.isArray(value) ? value : [];
  const id = domId(ctx, path);
  const problems = useProblems(ctx.problems, pathKey(path));
  const tiles = node.item.kind === 'object' || node.item.kind === 'union' || node.item.kind === 'list';
  const shown = items.map((item, i) => ({ item, i })).filter(({ item }) => path.length > 1 || matches(item, ctx.query));
  return (
    // A section's list is named by the section's title and count (CardEditor), shown once; a list inside a card has its own heading.
    <section className={`ce-list${tiles ? ' ce-tiles' : ''}`} aria-labelledby={headed ? `${id}-section ${id}-section-count` : `${id}-title`}>
      {!headed && (
        <h4 id={`${id}-title`} className="ce-list-title">
          {label} <span className="ce-count">{listCount(t, shown.length, items.length)}</span>
        </h4>
      )}
      <Problems id={`${id}-problems`} problems={problems} />
      <ol className="ce-items">
        {shown.map(({ item, i }) => <ListItem key={i} node={node} path={path} value={item} index={i} last={i === items.length - 1} label={label} />)}
      </ol>
      <button type="button" className="ce-add" onClick={() => ctx.edit((v) => editList(v, path, { op: 'insert', at: items.length, item: blankOf(node.item) }))}>
        {t('editor.add', { list: label })}
      </button>
    </section>
  );
}, samePart);

/** One card (a tile) or one plain value of a list, with its move, duplicate and remove buttons. */
const ListItem = memo(function ListItem({ node, path: listPath, value: item, index: i, last, label }: { node: Extract<FieldNode, { kind: 'list' }>; path: Path; value: unknown; index: number; last: boolean; label: string }) {
  const ctx = useEditor();
  const { t, i18n } = useT('lab');
  const tiles = node.item.kind === 'object' || node.item.kind === 'union' || node.item.kind === 'list';
  const name = itemName(item, i18n.language);
  const title = name ? `${i + 1}. ${name}` : `${i + 1}.`;
  const itemPath = [...listPath, i];
  const itemProblems = useProblems(ctx.problems, pathKey(itemPath));
  const list = (op: Parameters<typeof editList>[2]) => ctx.edit((v) => editList(v, listPath, op));
  return (
    <li className={`ce-item${tiles ? ' ce-tile' : ''}`} aria-label={tiles ? `${label} ${title}` : undefined}>
      {tiles && <h5 className="ce-tile-title">{title}</h5>}
      {tiles ? (
        <>
          <Problems id={`${domId(ctx, itemPath)}-problems`} problems={node.item.kind === 'list' ? undefined : itemProblems} />
          {node.item.kind === 'list'
            ? <Field node={node.item} path={itemPath} value={item} label={title} />
            : <Fields node={node.item as Extract<FieldNode, { kind: 'object' | 'union' }>} path={itemPath} value={item} />}
        </>
      ) : <Field node={node.item} path={itemPath} value={item} label={`${label} ${i + 1}`} />}
      <div className="ce-item-actions" role="group" aria-label={t('editor.itemActions', { item: `${label} ${title}` })}>
        <button type="button" onClick={() => list({ op: 'move', at: i, by: -1 })} disabled={i === 0} aria-label={t('editor.moveUp', { item: title })}>↑</button>
        <button type="button" onClick={() => list({ op: 'move', at: i, by: 1 })} disabled={last} aria-label={t('editor.moveDown', { item: title })}>↓</button>
        <button type="button" onClick={() => list({ op: 'duplicate', at: i })} aria-label={t('editor.duplicate', { item: title })}>{t('editor.duplicateShort')}</button>
        <button type="button" onClick={() => list({ op: 'remove', at: i })} aria-label={t('editor.remove', { item: title })}>{t('editor.removeShort')}</button>
      </div>
    </li>
  );
}, (a, b) => samePart(a, b) && a.index === b.index && a.last === b.last);
