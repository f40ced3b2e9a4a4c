/** The game's rules, one click away: docs/rules/<id>.md, loaded only when opened. */
import { useEffect, useRef, useState, type ReactNode } from 'react';

const rules = import.meta.glob('../../../docs/rules/*.md', { query: '?raw', import: 'default' }) as Record<string, () => Promise<string>>;

export function RulesButton({ gameId, title }: { gameId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Rules
      </button>
      {open && <RulesDialog gameId={gameId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

function RulesDialog({ gameId, title, onClose }: { gameId: string; title: string; onClose(): void }) {
  const [text, setText] = useState<string | null>(null);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
    const load = rules[`../../../docs/rules/${gameId}.md`];
    if (!load) setText(`No rules document for ${title} yet.`);
    else load().then(setText, () => setText('The rules could not be loaded.'));
  }, [gameId, title]);
  return (
    <dialog ref={ref} className="rules-dialog" aria-label={`Rules of ${title}`} onClose={onClose} onCancel={onClose}>
      <div className="dialog-head">
        <h2>Rules of {title}</h2>
        <button type="button" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
      <div className="rules-text">{text === null ? <p role="status">Loading the rules…</p> : renderMarkdown(text)}</div>
    </dialog>
  );
}

/** Just enough Markdown for the rules documents: headings, bullets, paragraphs, bold and code. */
export function renderMarkdown(md: string): ReactNode[] {
  const out: ReactNode[] = [];
  let list: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (list.length) out.push(<ul key={out.length}>{list.map((l, i) => <li key={i}>{inline(l)}</li>)}</ul>);
    if (para.length) out.push(<p key={out.length}>{inline(para.join(' '))}</p>);
    list = [];
    para = [];
  };
  for (const raw of md.split('\n')) {
    const line = raw.trimEnd();
    const h = /^(#{1,4})\s+(.*)$/.exec(line);
    if (h) {
      flush();
      const level = Math.min(h[1].length + 1, 5);
      const Tag = `h${level}` as 'h2';
      out.push(<Tag key={out.length}>{inline(h[2])}</Tag>);
    } else if (/^\s*[-*]\s+/.test(line)) {
      list.push(line.replace(/^\s*[-*]\s+/, ''));
    } else if (/^\s{2,}\S/.test(line) && list.length) {
      list[list.length - 1] += ` ${line.trim()}`;
    } else if (line.trim() === '') {
      flush();
    } else {
      if (list.length) flush();
      para.push(line.trim());
    }
  }
  flush();
  return out;
}

function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`|\*[^*\s][^*]*\*)/).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.length > 2 && part.startsWith('*') && part.endsWith('*')) return <em key={i}>{part.slice(1, -1)}</em>;
    if (part.startsWith('`') && part.endsWith('`')) return <code key={i}>{part.slice(1, -1)}</code>;
    return part;
  });
}
