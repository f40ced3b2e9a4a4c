/**
 * A game played in this browser: the engine and the bots run here, no server round-trip. Only the
 * human seat's `game.view` reaches the screen. The match is the seed plus the action list, so it is
 * saved to localStorage after every move and rebuilt by replaying it after a reload. The person may
 * take back their own steps by the engine's rule (src/engine/undo.ts), as online; a take-back is
 * kept in the save and the record (`undone`).
 */
import type { AnyGame, GameEvent, MatchRecord, Seat, TakenBack } from '../../engine/index.ts';
import { eventsFor, fullLog, RECORD_FORMAT, Rng, stepUndoable, takeBackEvents, UndoWindow } from '../../engine/index.ts';
import type { Bot, BotKind, Strength } from '../../bots/index.ts';
import type { LogEntry, TableSnapshot } from '../table/types.ts';
import type { SeatWho } from '../seat-names.ts';
import { logEntry } from '../table/log.ts';

export interface BotSeat {
  kind: BotKind;
  strength: Strength;
}

export interface LocalSetup {
  game: string;
  players: number;
  seed: number;
  /** The person's seat; every other seat is a bot. */
  human: Seat;
  bots: Array<BotSeat | null>;
  playerName: string;
  /** The game's options (a variant such as Emigration's cooperative mode); validated by the game. */
  options?: Record<string, unknown>;
}

export interface SavedLocalMatch extends LocalSetup {
  format: 'crossings-local/1';
  /** The moves in effect. */
  actions: Array<[Seat, number]>;
  /** The person's take-backs (as in a match record); absent in saves made before undo existed. */
  undone?: TakenBack[];
}

export type MakeBot = (kind: BotKind, strength: Strength) => Bot;

export const STORAGE_KEY = 'crossings.local';

export interface BotTask {
  seat: Seat;
  version: number;
  view: unknown;
  legal: number[];
  spec: BotSeat;
  rngSeed: string;
}

/** A bot's choice for a task; a forced move needs no thinking. */
export function decide(game: AnyGame, bot: Bot, task: BotTask): number {
  if (task.legal.length === 1) return task.legal[0];
  return bot.chooseAction(task.view, task.seat, task.legal, game, new Rng(task.rngSeed));
}

export function botLabel(b: BotSeat): string {
  const kind = b.kind === 'ismcts' ? 'search bot' : b.kind === 'heuristic' ? 'bot' : 'random bot';
  return `${kind} · ${b.strength}`;
}

export class LocalMatch {
  state: unknown;
  /** The moves in effect. */
  readonly actions: Array<[Seat, number]> = [];
  readonly log: LogEntry[] = [];
  lastEvents: GameEvent[] = [];
  private readonly botCache = new Map<Seat, Bot>();
  /** Moves and take-backs so far: the match's version, which only grows (a late bot answer is dropped by it). */
  private entries = 0;
  /** The log position of each move in effect, so a take-back can name the entry it undoes. */
  private readonly positions: number[] = [];
  private readonly undoWindow = new UndoWindow();
  readonly undone: TakenBack[] = [];

  constructor(readonly game: AnyGame, readonly setup: LocalSetup, private readonly makeBot: MakeBot) {
    this.state = game.setup({ players: setup.players, seed: setup.seed, options: setup.options ?? {} });
  }

  /**
   * What went wrong while restoring a save (null when it replayed whole), for the page to show: the
   * game carries on from where the save still applied, and the player is told.
   */
  restoreProblem: string | null = null;
  /** The same, as data for the page to say in the interface's language (this module stays free of the catalogues: the bot worker loads it). */
  restoreIssue: { kind: 'undone'; reason: string } | { kind: 'stopped'; step: number; of: number } | null = null;

  /**
   * Rebuilds a saved match by replaying its log (moves and take-backs); stops at the first entry that
   * no longer applies. A save whose take-backs do not fit replays its moves in effect only.
   */
  static restore(game: AnyGame, saved: SavedLocalMatch, makeBot: MakeBot): LocalMatch {
    const m = new LocalMatch(game, saved, makeBot);
    let log: Array<{ kind: 'move' | 'undo'; seat: Seat; action: number }>;
    try {
      log = fullLog({ format: RECORD_FORMAT, game: saved.game, players: saved.players, seed: saved.seed, options: saved.options ?? {}, actions: saved.actions, undone: saved.undone });
    } catch (err) {
      log = saved.actions.map(([seat, action]) => ({ kind: 'move', seat, action }));
      const reason = err instanceof Error ? err.message : String(err);
      m.restoreIssue = { kind: 'undone', reason };
      m.restoreProblem = `The saved take-backs did not fit (${reason}); the game was restored without them.`;
    }
    for (const [i, step] of log.entries()) {
      if (step.kind === 'move' ? !m.apply(step.seat, step.action) : !m.undo()) {
        m.restoreIssue = { kind: 'stopped', step: i + 1, of: log.length };
        m.restoreProblem = `The save stopped applying at step ${i + 1} of ${log.length} (the rules may have changed); the game carries on from there.`;
        break;
      }
    }
    return m;
  }

  get version(): number {
    return this.entries;
  }

  get over(): boolean {
    return this.game.isOver(this.state);
  }

  /** Who sits where, for the table to name in the reader's language (seat-names.ts). */
  seatWhos(): SeatWho[] {
    return Array.from({ length: this.setup.players }, (_, i) => {
      if (i === this.setup.human) return { kind: 'human', name: this.setup.playerName, you: true };
      const b = this.setup.bots[i];
      return b ? { kind: 'bot', bot: b.kind, strength: b.strength } : { kind: 'bot' };
    });
  }

  /** The seats' names in English, kept in a record's meta. */
  names(): string[] {
    return Array.from({ length: this.setup.players }, (_, i) => {
      // "Player N" stays in every name: the game's own texts (log, moves) speak of seats that way.
      if (i === this.setup.human) {
        const name = this.setup.playerName.trim();
        return !name || name.toLowerCase() === 'you' ? `Player ${i + 1} (you)` : `${name} (Player ${i + 1}, you)`;
      }
      const b = this.setup.bots[i];
      return `Player ${i + 1} (${b ? botLabel(b) : 'bot'})`;
    });
  }

  /** Applies an action through the engine's validating `apply`; false (nothing changed) when illegal. */
  apply(seat: Seat, action: number): boolean {
    const result = this.game.apply(this.state, seat, action);
    if (!result.ok) return false;
    // Only the person's own steps may be taken back, never a bot's.
    const undoable = seat === this.setup.human && stepUndoable(this.game, this.state, result.state, seat, action, result.events);
    this.undoWindow.stepped(seat, action, this.state, undoable);
    this.state = result.state;
    this.actions.push([seat, action]);
    this.positions.push(this.entries++);
    this.lastEvents = eventsFor(result.events, this.setup.human);
    for (const e of this.lastEvents) this.log.push(logEntry(this.version, e));
    return true;
  }

  /** Whether the person may take back their last step now (src/engine/undo.ts). */
  canUndo(): boolean {
    return !this.over && this.undoWindow.canUndo(this.setup.human);
  }

  /** Takes back the person's last step; false (nothing changed) when it may not be. */
  undo(): boolean {
    const seat = this.setup.human;
    if (this.over) return false;
    const frame = this.undoWindow.takeBack(seat);
    if (!frame) return false;
    // "You took back: …", in every language (the public line says the same to nobody else here).
    const mine = takeBackEvents(this.game, seat, frame.action, frame.before)[1];
    this.state = frame.before;
    this.actions.pop();
    const played = this.positions.pop() as number;
    this.undone.push({ seat, action: frame.action, played, undone: this.entries++ });
    this.lastEvents = [];
    this.log.push(logEntry(this.version, { ...mine, kind: 'undo' }));
    return true;
  }

  /** The bot seat that must move now, if any (the person's seat is never played by a bot). */
  pendingBot(): Seat | null {
    if (this.over) return null;
    const active = this.game.activeSeats(this.state) as Seat[];
    return active.find((s) => s !== this.setup.human) ?? null;
  }

  /**
   * What the waiting bot decides from: its own view and legal moves (never the state), and the seed
   * of its generator, derived from the match seed and the move number so a replay decides the same.
   */
  botTask(): BotTask | null {
    const seat = this.pendingBot();
    if (seat === null) return null;
    return {
      seat,
      version: this.version,
      view: this.game.view(this.state, seat),
      legal: this.game.legalActions(this.state, seat) as number[],
      spec: this.setup.bots[seat] ?? { kind: 'heuristic', strength: 'easy' },
      rngSeed: `${this.setup.seed}:${seat}:${this.version}`,
    };
  }

  /** Lets one waiting bot move, here on this thread (the page asks a worker instead: bot-worker.ts). */
  stepBot(): boolean {
    const task = this.botTask();
    if (!task) return false;
    let bot = this.botCache.get(task.seat);
    if (!bot) this.botCache.set(task.seat, (bot = this.makeBot(task.spec.kind, task.spec.strength)));
    return this.apply(task.seat, decide(this.game, bot, task));
  }

  snapshot(): TableSnapshot {
    const seat = this.setup.human;
    const view = this.game.view(this.state, seat);
    const active = this.over ? [] : (this.game.activeSeats(this.state) as Seat[]);
    const legal = active.includes(seat)
      ? (this.game.legalActions(this.state, seat) as number[]).map((action) => ({ action, label: this.game.describeAction(view, seat, action) }))
      : [];
    return {
      gameId: this.game.id,
      title: this.game.title,
      players: this.setup.players,
      viewer: seat,
      view,
      legal,
      active,
      outcome: this.over ? this.game.outcome(this.state) : null,
      version: this.version,
      names: this.names(),
      seats: this.seatWhos(),
      log: this.log,
      lastEvents: this.lastEvents,
      canUndo: this.canUndo(),
    };
  }

  save(): SavedLocalMatch {
    return { format: 'crossings-local/1', ...this.setup, actions: [...this.actions], ...(this.undone.length > 0 ? { undone: this.undone.map((u) => ({ ...u })) } : {}) };
  }

  record(): MatchRecord {
    return {
      format: RECORD_FORMAT,
      game: this.game.id,
      players: this.setup.players,
      seed: this.setup.seed,
      options: this.setup.options ?? {},
      actions: [...this.actions],
      ...(this.undone.length > 0 ? { undone: this.undone.map((u) => ({ ...u })) } : {}),
      meta: { names: this.names() },
    };
  }
}

export function parseSaved(text: string | null): SavedLocalMatch | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as SavedLocalMatch;
    if (data.format !== 'crossings-local/1' || !Array.isArray(data.actions)) return null;
    return data;
  } catch {
    return null;
  }
}
