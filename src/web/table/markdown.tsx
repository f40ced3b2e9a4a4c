/**
 * Just enough Markdown for the how-to-play and rules documents: headings, bullet and numbered
 * lists, paragraphs, bold, italics, code, and pictures of a game's components. A picture is written
 * `![words](picture:key)` on its own line and drawn by the board's `pictures[key]`; its words are
 * its accessible name and its caption. A dependency would be most of a board chunk's weight for this.
 */
import type { ComponentType, ReactNode } from 'react';

export type Pictures = Record<string, ComponentType> | undefined;

const PICTURE = /^!\[([^\]]*)\]\(picture:([\w-]+)\)$/;

/** The picture keys a document uses, in order (tests check each exists in the board's `pictures`). */
export function pictureKeys(md: string): string[] {
  return md.split('\n').flatMap((line) => {
    const m = PICTURE.exec(line.trim());
    return m ? [m[2]] : [];
  });
}

export function renderMarkdown(md: string, pictures?: Pictures): ReactNode[] {
  const out: ReactNode[] = [];
  let list: string[] = [];
  let ordered = false;
  let para: string[] = [];
  const flushList = () => {
    if (list.length) {
      const items = list.map((l, i) => <li key={i}>{inline(l)}</li>);
      out.push(ordered ? <ol key={out.length}>{items}</ol> : <ul key={out.length}>{items}</ul>);
    }
    list = [];
  };
  const flushPara = () => {
    if (para.length) out.push(<p key={out.length}>{inline(para.join(' '))}</p>);
    para = [];
  };
  const flush = () => {
    flushList();
    flushPara();
  };
  for (const raw of md.split('\n')) {
    const line = raw.trimEnd();
    const h = /^(#{1,4})\s+(.*)$/.exec(line);
    const pic = PICTURE.exec(line.trim());
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (h) {
      flush();
      const level = Math.min(h[1].length + 1, 5);
      const Tag = `h${level}` as 'h2';
      out.push(<Tag key={out.length}>{inline(h[2])}</Tag>);
    } else if (pic) {
      flush();
      const Picture = pictures?.[pic[2]];
      out.push(
        <figure key={out.length} className="howto-picture">
          {Picture ? <div role="img" aria-label={pic[1]}><Picture /></div> : null}
          <figcaption>{pic[1]}</figcaption>
        </figure>,
      );
    } else if (bullet || numbered) {
      flushPara();
      const isOrdered = !!numbered;
      if (list.length && isOrdered !== ordered) flushList();
      ordered = isOrdered;
      list.push((bullet ?? numbered)![1]);
    } else if (/^\s{2,}\S/.test(line) && list.length) {
      list[list.length - 1] += ` ${line.trim()}`;
    } else if (line.trim() === '') {
      flush();
    } else {
      flushList();
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
