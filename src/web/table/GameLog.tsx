import { useEffect, useRef } from 'react';
import { groupLog } from './log.ts';
import type { LogEntry } from './types.ts';

export function GameLog({ entries }: { entries: readonly LogEntry[] }) {
  const end = useRef<HTMLLIElement>(null);
  const groups = groupLog(entries);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length]);
  return (
    <section className="log" aria-label="Game log">
      <h2>Game log</h2>
      {groups.length === 0 ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : (
        <ol aria-live="polite">
          {groups.map((g) => (
            <li key={g.version} value={g.version}>
              {g.lines.map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </li>
          ))}
          <li ref={end} className="log-end" aria-hidden="true" />
        </ol>
      )}
    </section>
  );
}
