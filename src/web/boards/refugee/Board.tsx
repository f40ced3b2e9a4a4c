/**
 * #refugee's table: each country's In-Country Zone with its refugees and their vetting stacks, the
 * Fleeing Zone, the response window (the stack of action cards), the die, and the seat's own hands.
 * Region colours always come with a symbol and the region's name.
 */
import {
  contentOf, layoutOf, PLAY_KINDS, REGION_INFO, type Region, type RefugeeContent, type RefugeeInPlay, type RefugeeView,
} from '../../../games/refugee/index.ts';
import { seatMark } from '../../table/log.ts';
import { seatsFrom } from '../order.ts';
import type { BoardProps } from '../types.ts';
import { actionCardKey } from './classify.ts';

const REGION_STYLE: Record<Region, { colour: string; symbol: string }> = {
  'north-america': { colour: '#3a78c2', symbol: '▲' },
  asia: { colour: '#d6a21e', symbol: '●' },
  'middle-east': { colour: '#3f9a5b', symbol: '■' },
  'central-latin-america': { colour: '#e07a2f', symbol: '◆' },
};

type T = Pick<BoardProps, 'targets' | 'selected' | 'onTarget'>;

/**
 * A card that is a button while some legal move acts on it. The wrapper carries the brief "dealt"
 * animation, so turning into a button (a remount) does not replay it.
 */
function Target({ k, t, className, label, children }: { k: string; t: T; className: string; label: string; children: React.ReactNode }) {
  const moves = t.targets.get(k);
  return (
    <div className="deal">
      {moves ? (
        <button type="button" data-target={k} className={`${className} target${t.selected.includes(k) ? ' selected' : ''}`} aria-pressed={t.selected.includes(k)} aria-label={`${label}. ${moves.length} move${moves.length === 1 ? '' : 's'}`} onClick={() => t.onTarget(k)}>
          {children}
        </button>
      ) : (
        <div className={className} role="group" aria-label={label}>{children}</div>
      )}
    </div>
  );
}

function sign(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function VettingChip({ c, id }: { c: RefugeeContent; id: number }) {
  const card = c.vetting[id];
  const reg = card.colour ? REGION_STYLE[card.colour] : null;
  return (
    <li className={`vet-chip ${card.value > 0 ? 'pos' : card.value < 0 ? 'neg' : 'zero'}`} title={`${card.kind}: ${card.name}`}>
      <strong>{sign(card.value)}</strong> {card.name}
      {reg && card.colour && <span className="region-tag" style={{ color: reg.colour }} aria-label={`${REGION_INFO[card.colour].name} bonus`}> {reg.symbol}</span>}
    </li>
  );
}

/** `score` is the view's own vetting score of the refugee (`vettingScores`): the board computes no rule. */
function RefugeeCardView({ c, r, score, names, t }: { c: RefugeeContent; r: RefugeeInPlay; score: number; names: string[]; t: T }) {
  const card = c.refugees[r.id];
  const reg = REGION_STYLE[card.region];
  const label = `${card.name}, ${card.age}, from ${card.origin} (${REGION_INFO[card.region].name}); vetting score ${sign(score)} from ${r.vetting.length} card${r.vetting.length === 1 ? '' : 's'}${r.fleeTo >= 0 ? `; fleeing to ${names[r.fleeTo]}` : ''}`;
  return (
    <Target k={`ref:${r.id}`} t={t} className={`rf-refugee${r.fleeTo >= 0 ? ' fleeing' : ''}`} label={label}>
      <span className="region-bar" style={{ background: reg.colour }} aria-hidden="true">
        <span>{reg.symbol}</span> {REGION_INFO[card.region].name}
      </span>
      <span className="rf-name">{card.name}</span>
      <span className="rf-meta">{card.age} · {card.origin}</span>
      <span className="rf-story">{card.story}</span>
      <ul className="vet-stack" aria-hidden="true">
        {r.vetting.map((id, i) => <VettingChip key={i} c={c} id={id} />)}
      </ul>
      <span className={`rf-score ${score > 0 ? 'pos' : score < 0 ? 'neg' : 'zero'}`} aria-hidden="true">
        {r.vetting.length}/3 vetted · score {sign(score)}
      </span>
      {r.fleeTo >= 0 && <span className="rf-flee" aria-hidden="true">→ {names[r.fleeTo]}</span>}
    </Target>
  );
}

function DieFace({ marks, bolts, rollKey }: { marks: number; bolts: number; rollKey: number }) {
  return (
    <svg key={rollKey} className="die rolling" viewBox="0 0 100 100" width="52" height="52" role="img" aria-label={`Die: ${marks} white mark${marks === 1 ? '' : 's'} and ${bolts} bolt${bolts === 1 ? '' : 's'}`}>
      <rect x="4" y="4" width="92" height="92" rx="16" fill="#2f3b45" />
      {Array.from({ length: marks }, (_, i) => <rect key={`m${i}`} x={18 + i * 24} y="22" width="14" height="26" rx="3" fill="#fff" />)}
      {Array.from({ length: bolts }, (_, i) => <path key={`b${i}`} transform={`translate(${22 + i * 32} 54)`} d="M12 0 L2 16 H10 L6 32 L20 12 H12 L16 0 Z" fill="#f2c94c" />)}
    </svg>
  );
}

export function RefugeeBoard({ snapshot, targets, selected, onTarget }: BoardProps) {
  const v = snapshot.view as RefugeeView;
  const c = contentOf(v);
  const L = layoutOf(c);
  const t: T = { targets, selected, onTarget };
  const names = snapshot.names;
  const face = v.lastRoll >= 0 ? c.die[v.lastRoll] : null;
  const fleeing = v.inPlay.filter((r) => r.fleeTo >= 0);
  const scoreOf = new Map(v.inPlay.map((r, i) => [r.id, v.vettingScores[i]]));
  const refugeeCard = (r: RefugeeInPlay) => <RefugeeCardView key={r.id} c={c} r={r} score={scoreOf.get(r.id) ?? 0} names={names} t={t} />;
  // In play the hand is the person's own; in a replay it is the seat being followed.
  const me = typeof snapshot.viewer === 'number' ? snapshot.names[snapshot.viewer] ?? '' : '';
  const handTitle = /\byou\)/.test(me) || me === '' ? 'Your hand' : `Hand of ${me}`;
  return (
    <section className="board rf-board" aria-label="#refugee table">
      <div className="rf-common">
        <div className="rf-decks" role="group" aria-label="Decks and die">
          <span className="deck" aria-label={`Refugee deck: ${v.refugeeDeckSize} cards`}><b>{v.refugeeDeckSize}</b> refugees</span>
          <span className="deck" aria-label={`Vetting deck: ${v.vettingDeckSize} cards`}><b>{v.vettingDeckSize}</b> vetting</span>
          <span className="deck" aria-label={`Action deck: ${v.actionDeckSize} cards`}><b>{v.actionDeckSize}</b> actions</span>
          <span className="muted small">Turn {v.turn + 1} · {names[v.current]}</span>
          {face && <DieFace marks={face.marks} bolts={face.bolts} rollKey={v.turn} />}
        </div>
        <div className={`rf-stack${v.stack.length ? ' open' : ''}`} role="group" aria-label="Response window">
          <h2>Response window</h2>
          {v.stack.length === 0 ? (
            <p className="muted small">No action card is waiting for an answer.</p>
          ) : (
            <ol>
              {v.stack.map((e, i) => (
                <li key={i}>
                  <Target k={`stack:${i}`} t={t} className="stack-card" label={`${names[e.by]} played ${c.actionKinds[e.kind].title}`}>
                    <strong>{c.actionKinds[e.kind].title}</strong> <span className="muted">by {names[e.by]}</span>
                    {e.country >= 0 && <span> → {names[e.country]}</span>}
                    {e.refugee >= 0 && <span> · {c.refugees[e.refugee].name}</span>}
                  </Target>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <div className="rf-countries">
        {seatsFrom(snapshot.viewer, v.players).map((p) => {
          const m = seatMark(p);
          const zone = v.inPlay.filter((r) => r.zone === p && r.fleeTo < 0);
          return (
            <article key={p} className={`rf-country${snapshot.active.includes(p) ? ' active' : ''}${v.out[p] ? ' out' : ''}${p === snapshot.viewer ? ' me' : ''}`} style={{ borderColor: m.colour }} aria-label={`${names[p]}'s country`}>
              <header>
                <h3><span style={{ color: m.colour }} aria-hidden="true">{m.symbol}</span> {names[p]}{v.out[p] ? ' (eliminated)' : ''}</h3>
                <span className="rf-scoreboard" aria-label={`Score ${v.scores[p]}, ${v.accepted[p].length} of ${v.options.acceptToEnd} refugees accepted`}>
                  <b>{sign(v.scores[p])}</b> pts · {v.accepted[p].length}/{v.options.acceptToEnd} accepted
                </span>
              </header>
              <p className="muted small">Hand: {v.vettingHandSizes[p]} vetting · {v.actionHandSizes[p]} action</p>
              <h4 className="zone-title">In-Country Zone</h4>
              <div className="rf-zone">
                {zone.length === 0 ? <p className="muted small">No refugees waiting.</p> : zone.map(refugeeCard)}
              </div>
              {v.accepted[p].length > 0 && (
                <p className="small accepted-list">Accepted: {v.accepted[p].map((id, i) => `${c.refugees[id].name} (${sign(v.acceptedValues[p][i] ?? 0)})`).join(', ')}</p>
              )}
            </article>
          );
        })}
      </div>
      <div className="rf-fleeing" role="group" aria-label="Fleeing Zone">
        <h2>Fleeing Zone</h2>
        {fleeing.length === 0 ? <p className="muted small">Nobody is fleeing right now.</p> : <div className="rf-zone">{fleeing.map(refugeeCard)}</div>}
      </div>
      {v.myVetting && v.myActions && (
        <div className="rf-hand" role="group" aria-label={handTitle}>
          <h2>{handTitle}</h2>
          <div className="hand-row">
            {v.myVetting.map((id) => {
              const card = c.vetting[id];
              const reg = card.colour ? REGION_STYLE[card.colour] : null;
              return (
                <Target key={id} k={`vcard:${id}`} t={t} className={`hand-card vetting ${card.value > 0 ? 'pos' : card.value < 0 ? 'neg' : 'zero'}`} label={`Vetting card ${card.name}, ${sign(card.value)}${card.colour ? `, ${REGION_INFO[card.colour].name} colour` : ''}`}>
                  <span className="hc-kind">{card.kind}</span>
                  <span className="hc-value">{sign(card.value)}</span>
                  <span className="hc-name">{card.name}</span>
                  {reg && card.colour && <span className="hc-region" style={{ color: reg.colour }}>{reg.symbol} {REGION_INFO[card.colour].name}</span>}
                </Target>
              );
            })}
            {v.myActions.map((id) => {
              const kind = L.actionKind[id];
              const info = c.actionKinds[kind];
              return (
                <Target key={id} k={actionCardKey(PLAY_KINDS[kind])} t={t} className="hand-card action" label={`Action card ${info.title}: ${info.text}`}>
                  <span className="hc-kind">action{info.cycle ? ' · cycle' : ''}</span>
                  <span className="hc-name">{info.title}</span>
                  <span className="hc-text">{info.text}</span>
                </Target>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
