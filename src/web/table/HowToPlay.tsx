/**
 * "How to play", one click from every table: the game's how-to-play for people (docs/how-to-play/
 * <id>.md, with small pictures of the real components drawn by the board), and one click further the
 * numbered rules and decisions (docs/rules/<id>.md) for the curious. Both load only when opened.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { renderMarkdown, type Pictures } from './markdown.tsx';
import './texts.ts';

type Loader = () => Promise<string>;
const howTo = import.meta.glob('../../../docs/how-to-play/*.md', { query: '?raw', import: 'default' }) as Record<string, Loader>;
// Translations live in a folder per language (docs/how-to-play/zh-Hant/<id>.md); the numbered rules are English only.
const howToTranslated = import.meta.glob('../../../docs/how-to-play/*/*.md', { query: '?raw', import: 'default' }) as Record<string, Loader>;
const rules = import.meta.glob('../../../docs/rules/*.md', { query: '?raw', import: 'default' }) as Record<string, Loader>;

type Tab = 'how' | 'rules';

export function HowToPlayButton({ gameId, title, pictures }: { gameId: string; title: string; pictures?: Pictures }) {
  const [open, setOpen] = useState(false);
  const { t } = useT('table');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="how-to-play">
        {t('howToPlay.button')}
      </button>
      {open && <HowToPlayDialog gameId={gameId} title={title} pictures={pictures} onClose={() => setOpen(false)} />}
    </>
  );
}

function HowToPlayDialog({ gameId, title, pictures, onClose }: { gameId: string; title: string; pictures?: Pictures; onClose(): void }) {
  const { t, i18n } = useT('table');
  const lng = i18n.language;
  const [tab, setTab] = useState<Tab>('how');
  const [text, setText] = useState<Record<Tab, string | null>>({ how: null, rules: null });
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
  }, []);
  useEffect(() => {
    if (text[tab] !== null) return;
    const load = tab === 'how'
      ? howToTranslated[`../../../docs/how-to-play/${lng}/${gameId}.md`] ?? howTo[`../../../docs/how-to-play/${gameId}.md`]
      : rules[`../../../docs/rules/${gameId}.md`];
    const missing = t(tab === 'how' ? 'howToPlay.noHowTo' : 'howToPlay.noRules', { title });
    const done = (md: string) => setText((old) => ({ ...old, [tab]: md }));
    if (!load) done(missing);
    else load().then(done, () => done(t('howToPlay.loadFailed')));
  }, [gameId, title, tab, text, t, lng]);
  const body = text[tab];
  return (
    <dialog ref={ref} className="rules-dialog" aria-labelledby="howto-title" onClose={onClose} onCancel={onClose} data-testid="how-to-play-dialog">
      <div className="dialog-head">
        <h2 id="howto-title">{t(tab === 'how' ? 'howToPlay.titleHow' : 'howToPlay.titleRules', { title })}</h2>
        <button type="button" onClick={onClose} autoFocus>
          {t('howToPlay.close')}
        </button>
      </div>
      <div className="dialog-tabs" role="tablist" aria-label={t('howToPlay.pages')}>
        <button type="button" role="tab" aria-selected={tab === 'how'} onClick={() => setTab('how')}>{t('howToPlay.tabHow')}</button>
        <button type="button" role="tab" aria-selected={tab === 'rules'} onClick={() => setTab('rules')}>{t('howToPlay.tabRules')}</button>
      </div>
      <div className="rules-text" role="tabpanel">
        {body === null ? <p role="status">{t('howToPlay.loading')}</p> : renderMarkdown(body, tab === 'how' ? pictures : undefined)}
      </div>
    </dialog>
  );
}
