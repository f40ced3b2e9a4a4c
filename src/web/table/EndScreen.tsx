/** Scores, ranks and per-player figures once the game is over. */
import type { Outcome } from '../../engine/index.ts';
import { seatMark } from './log.ts';

export interface EndScreenProps {
  outcome: Outcome;
  names: string[];
  onPlayAgain?: () => void;
  playAgainLabel?: string;
  onReplay?: () => void;
}

export function EndScreen({ outcome, names, onPlayAgain, playAgainLabel = 'Play again', onReplay }: EndScreenProps) {
  const order = outcome.scores.map((_, i) => i).sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b);
  const statKeys = [...new Set(outcome.stats.flatMap((s) => Object.keys(s)))];
  const headline = outcome.tie ? 'A shared result: nobody wins alone.' : outcome.winners.length ? `${outcome.winners.map((w) => names[w]).join(' and ')} ${outcome.winners.length === 1 ? 'wins' : 'win'}.` : 'Nobody won this time.';
  return (
    <section className="end-screen panel" aria-labelledby="end-title">
      <h2 id="end-title">Game over</h2>
      <p className="end-headline">{headline}</p>
      <p className="muted">{outcome.reason}</p>
      <div className="table-scroll">
        <table className="results">
          <caption className="sr-only">Results</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Score</th>
              {statKeys.map((k) => (
                <th scope="col" key={k}>{humanize(k)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.map((seat) => {
              const mark = seatMark(seat);
              return (
                <tr key={seat} className={outcome.winners.includes(seat) ? 'winner' : undefined}>
                  <td>{outcome.ranks[seat]}</td>
                  <th scope="row">
                    <span className="seat-mark" style={{ color: mark.colour }} aria-hidden="true">{mark.symbol}</span> {names[seat]}
                    {outcome.winners.includes(seat) && <span className="badge">winner</span>}
                  </th>
                  <td>{outcome.scores[seat]}</td>
                  {statKeys.map((k) => (
                    <td key={k}>{formatStat(outcome.stats[seat]?.[k])}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="button-row">
        {onPlayAgain && <button type="button" className="primary" onClick={onPlayAgain}>{playAgainLabel}</button>}
        {onReplay && <button type="button" onClick={onReplay}>Watch the replay</button>}
      </div>
    </section>
  );
}

export function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatStat(v: number | string | boolean | undefined): string {
  if (v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}
