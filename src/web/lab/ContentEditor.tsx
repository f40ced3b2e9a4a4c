/**
 * The content a batch plays with: the game's default, or the designer's own — imported from a file,
 * edited as cards (the card editor, generated from the game's schema: editor/CardEditor.tsx) or as raw
 * JSON (the Advanced tab), exported as the file `crossings lab report --content` reads. Every problem
 * the game's parser finds is listed, and invalid JSON is reported with its line and column.
 */
import { useId, useRef, useState } from 'react';
import type { AnyGame } from '../../engine/index.ts';
import { useT } from '../i18n/index.ts';
import { exportedContent, type ContentCheck } from './content.ts';
import { downloadText } from './download.ts';
import { CardEditor } from './editor/CardEditor.tsx';
import './texts.ts';

export interface ContentChoice {
  mode: 'default' | 'custom';
  text: string;
  /** The uploaded file's name, or null when the text was edited here. */
  name: string | null;
}

export function ContentEditor({ game, choice, check, defaultText, onChange, restored = false, unsaved = false }: {
  game: AnyGame;
  choice: ContentChoice;
  /** The check of `choice.text` (only shown for custom content). */
  check: ContentCheck;
  defaultText: string;
  onChange(next: ContentChoice): void;
  /** The page opened with an edit this browser kept. */
  restored?: boolean;
  /** The browser would not keep the edit (storage full or off). */
  unsaved?: boolean;
}) {
  const { t } = useT('lab');
  const id = useId();
  const gameId = game.id;
  const [tab, setTab] = useState<'cards' | 'json'>('cards');
  const tabs = useRef<Record<'cards' | 'json', HTMLButtonElement | null>>({ cards: null, json: null });
  const [fileNote, setFileNote] = useState<{ text: string; error: boolean } | null>(null);
  const upload = async (file: File) => {
    try {
      const text = await file.text();
      onChange({ mode: 'custom', text, name: file.name });
      setFileNote({ text: t('content.uploaded', { name: file.name }), error: false });
    } catch (err) {
      setFileNote({ text: t('content.readError', { name: file.name, error: String(err) }), error: true });
    }
  };
  const statusId = `${id}-status`;
  return (
    <fieldset className="lab-content">
      <legend>{t('content.title')}</legend>
      <label className="lab-choice">
        <input type="radio" name={`${id}-mode`} checked={choice.mode === 'default'} onChange={() => onChange({ ...choice, mode: 'default' })} />
        {t('content.default')}
      </label>
      <label className="lab-choice">
        <input type="radio" name={`${id}-mode`} checked={choice.mode === 'custom'} onChange={() => onChange({ ...choice, mode: 'custom' })} />
        {t('content.custom')}
      </label>
      {choice.mode === 'custom' && (
        <div className="lab-editor">
          {restored && <p className="muted" role="status">{t('editor.restored')}</p>}
          {unsaved && <p className="error" role="alert">{t('editor.unsaved')}</p>}
          <div className="ce-file-row">
            <label className="lab-field">
              {t('content.upload')}
              <input
                type="file"
                accept=".json,application/json"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void upload(file);
                  e.target.value = ''; // the same file may be loaded again after edits
                }}
              />
            </label>
          </div>
          {fileNote && <p className={fileNote.error ? 'error' : 'muted'} role={fileNote.error ? 'alert' : 'status'}>{fileNote.text}</p>}
          <div className="button-row">
            <button type="button" onClick={() => { const file = exportedContent(gameId, choice); downloadText(file.name, file.text, file.type); }}>{t('content.download')}</button>
            <button type="button" onClick={() => { onChange({ mode: 'custom', text: defaultText, name: null }); setFileNote(null); }}>{t('content.reset')}</button>
          </div>
          <div className="ce-tabs" role="tablist" aria-label={t('editor.views')}>
            {(['cards', 'json'] as const).map((k) => (
              <button
                key={k}
                ref={(b) => { tabs.current[k] = b; }}
                type="button"
                role="tab"
                id={`${id}-tab-${k}`}
                aria-selected={tab === k}
                aria-controls={`${id}-panel-${k}`}
                tabIndex={tab === k ? 0 : -1}
                onClick={() => setTab(k)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
                  const other = k === 'cards' ? 'json' : 'cards';
                  setTab(other);
                  tabs.current[other]?.focus();
                }}
              >
                {t(k === 'cards' ? 'editor.tabCards' : 'editor.tabJson')}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
            {tab === 'cards' ? (
              <CardEditor game={game} text={choice.text} onText={(text) => onChange({ mode: 'custom', text, name: null })} />
            ) : (
              <div className="lab-editor">
                <label className="lab-field" htmlFor={`${id}-text`}>{t('content.editor')}</label>
                <textarea
                  id={`${id}-text`}
                  className="lab-json"
                  value={choice.text}
                  spellCheck={false}
                  rows={16}
                  aria-describedby={statusId}
                  aria-invalid={check.status !== 'ok'}
                  onChange={(e) => onChange({ mode: 'custom', text: e.target.value, name: null })}
                />
                <ContentStatus id={statusId} check={check} />
              </div>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}

function ContentStatus({ id, check }: { id: string; check: ContentCheck }) {
  const { t } = useT('lab');
  if (check.status === 'ok') return <p id={id} className="lab-ok" role="status"><span aria-hidden="true">✓ </span>{t('content.valid')}</p>;
  if (check.status === 'json') {
    return (
      <p id={id} className="lab-problems" role="status">
        <span aria-hidden="true">✗ </span>{t('content.jsonError', { line: check.line, column: check.column, message: check.message })}
      </p>
    );
  }
  return (
    <div id={id} className="lab-problems" role="status">
      <p><span aria-hidden="true">✗ </span>{t('content.problems', { count: check.problems.length })}</p>
      <ul data-testid="content-problems">
        {check.problems.map((p, i) => <li key={i}>{p}</li>)}
      </ul>
    </div>
  );
}
