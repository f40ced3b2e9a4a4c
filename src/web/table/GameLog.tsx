import { useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/index.ts';
import { groupLog } from './log.ts';
import type { LogEntry } from './types.ts';
import './texts.ts';

/** Within this many pixels of the bottom, the log counts as "following" and keeps up with new lines. */
const FOLLOW_SLACK_PX = 40;

/**
 * The game log. New lines scroll the log box itself, never the page (`scrollIntoView`
 * moved the whole page on phones after every event, taking the prompt and the moves off screen),
 * and only while the reader is at the bottom: someone reading back is left where they are.
 */
export function GameLog({ entries }: { entries: readonly LogEntry[] }) {
  const { t } = useT('table');
  const box = useRef<HTMLElement>(null);
  const following = useRef(true);
  const groups = groupLog(entries);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [entries.length]);
  const onScroll = () => {
    const el = box.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_SLACK_PX;
  };
  return (
    // Focusable, so a keyboard can scroll it (it holds no control of its own).
    <section className="log" aria-label={t('log.title')} ref={box} onScroll={onScroll} tabIndex={0}>
      <h2>{t('log.title')}</h2>
      {groups.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        <ol aria-live="polite">
          {groups.map((g) => (
            <li key={g.version} value={g.version}>
              {g.lines.map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
