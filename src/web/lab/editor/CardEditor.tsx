/**
 * The card editor (docs/lab.md, The card editor): the content as forms generated from the game's
 * schema, one folding section per part of the content (the refugee cards, the die…), with search,
 * undo, and every problem on the field it names. It edits the same JSON text the Advanced tab shows.
 */
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnyGame } from '../../../engine/index.ts';
import { useT } from '../../i18n/index.ts';
import { contentText } from '../content.ts';
import { contentProblems, matches, pathKey, placeProblems, setAt, shareUnchanged, type Path } from './content-edit.ts';
import { EditorContext, Field, fieldDomId, listCount, type EditorContextValue } from './fields.tsx';
import { fieldLabel } from './labels.ts';
import { ProblemStore } from './problem-store.ts';
import { contentTree } from './schema-tree.ts';
import '../texts.ts';
import './editor.css';

/** Undo keeps this many steps. */
const UNDO_STEPS = 200;

export function CardEditor({ game, text, onText }: { game: AnyGame; text: string; onText(next: string): void }) {
  const { t } = useT('lab');
  const id = useId();
  const tree = contentTree(game);
  const [query, setQuery] = useState('');
  const [history, setHistory] = useState<string[]>([]);
  // Only open sections are drawn: a content of hundreds of cards stays quick to edit, on a phone too.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(tree.kind === 'object' && tree.fields[0] ? [tree.fields[0].key] : []));
  const lastEdit = useRef<string | null>(null);
  // The last content drawn: a new text is parsed and shares every unchanged card with it, so only the
  // edited card's fields draw again (memoized in fields.tsx; docs/performance.md, The card editor).
  const shared = useRef<unknown>(undefined);
  const parsed = useMemo(() => {
    try {
      const value = shareUnchanged(shared.current, JSON.parse(text) as unknown);
      shared.current = value;
      return { ok: true as const, value };
    } catch {
      return { ok: false as const };
    }
  }, [text]);
  const placed = useMemo(() => placeProblems(tree, parsed.ok ? parsed.value : null, parsed.ok ? contentProblems(game, parsed.value) : []), [tree, parsed, game]);
  const [store] = useState(() => new ProblemStore(placed.at));
  useLayoutEffect(() => store.update(placed.at), [store, placed]);

  // The fields' callbacks stay the same function from render to render (a new one would draw every
  // field again); they read the newest text and content from here.
  const latest = useRef({ text, value: parsed.ok ? parsed.value : undefined, onText });
  latest.current = { text, value: parsed.ok ? parsed.value : undefined, onText };
  const commit = useCallback((change: (value: unknown) => unknown, key: string | null) => {
    const now = latest.current;
    const next = change(now.value);
    const nextText = contentText(next);
    if (nextText === now.text) return;
    // Typing in one field is one step to undo, not one per key.
    if (key === null || key !== lastEdit.current) setHistory((h) => [...h.slice(-(UNDO_STEPS - 1)), now.text]);
    lastEdit.current = key;
    // Two events before the next render build on each other.
    latest.current = { ...now, text: nextText, value: next };
    now.onText(nextText);
  }, []);
  const ctx: EditorContextValue = useMemo(() => ({
    id, query, problems: store,
    set: (path: Path, next: unknown, coalesce?: boolean) => commit((v) => setAt(v, path, next), coalesce ? pathKey(path) : null),
    edit: (change) => commit(change, null),
  }), [id, query, store, commit]);

  if (!parsed.ok) return <p className="lab-problems" role="status"><span aria-hidden="true">✗ </span>{t('editor.fixJsonFirst')}</p>;
  const value = parsed.value;
  const undo = () => {
    const previous = history.at(-1);
    if (previous === undefined) return;
    setHistory((h) => h.slice(0, -1));
    lastEdit.current = null;
    onText(previous);
  };
  const problemCount = [...placed.at.values()].reduce((n, p) => n + p.length, 0) + placed.general.length;
  const sections = tree.kind === 'object' ? tree.fields : [];
  const obj = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

  return (
    <EditorContext.Provider value={ctx}>
      <div className="ce" onKeyDown={(e) => {
        // Ctrl/Cmd+Z outside a text field undoes the last edit (inside one, the field's own undo works).
        if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && !(e.target instanceof HTMLInputElement && e.target.type !== 'checkbox') && !(e.target instanceof HTMLTextAreaElement)) {
          e.preventDefault();
          undo();
        }
      }}>
        <div className="ce-toolbar">
          <div className="ce-field ce-search">
            <label htmlFor={`${id}-search`}>{t('editor.search')}</label>
            <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          <button type="button" onClick={undo} disabled={history.length === 0}>{t('editor.undo')}</button>
        </div>
        <p className={problemCount ? 'lab-problems' : 'lab-ok'} role="status" data-testid="editor-status">
          <span aria-hidden="true">{problemCount ? '✗ ' : '✓ '}</span>
          {problemCount ? t('editor.problems', { count: problemCount }) : t('content.valid')}
        </p>
        {placed.general.length > 0 && (
          <ul className="ce-problems" data-testid="general-problems">
            {placed.general.map((p, i) => <li key={i}><span aria-hidden="true">✗ </span>{p}</li>)}
          </ul>
        )}
        {sections.map((f) => {
          const inSection = [...placed.at.keys()].filter((k) => k === f.key || k.startsWith(`${f.key}.`)).length;
          const open = opened.has(f.key) || query.trim() !== '';
          return (
            <details
              key={f.key}
              className="ce-section"
              open={open}
              onToggle={(e) => {
                const now = (e.currentTarget as HTMLDetailsElement).open;
                if (now !== opened.has(f.key)) setOpened((o) => { const n = new Set(o); if (now) n.add(f.key); else n.delete(f.key); return n; });
              }}
            >
              <summary>
                <span id={`${fieldDomId(id, [f.key])}-section`} className="ce-section-title">{fieldLabel(t, f.key)}</span>
                {Array.isArray(obj[f.key]) && (
                  <> <span id={`${fieldDomId(id, [f.key])}-section-count`} className="ce-count">{listCount(t, (obj[f.key] as unknown[]).filter((x) => matches(x, query)).length, (obj[f.key] as unknown[]).length)}</span></>
                )}
                {inSection > 0 && <span className="ce-section-problems"> <span aria-hidden="true">✗ </span>{t('editor.sectionProblems', { count: inSection })}</span>}
              </summary>
              {open && <Field node={f.node} path={[f.key]} value={obj[f.key] ?? f.fallback} label={fieldLabel(t, f.key)} headed />}
            </details>
          );
        })}
      </div>
    </EditorContext.Provider>
  );
}
