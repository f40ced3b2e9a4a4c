/**
 * `crossings play <game>`: one human seat in the terminal against bots. The human sees only their
 * seat's view, their numbered legal actions and the events their seat may see; other seats' choices
 * are shown only through those events (a bot's hidden pledge is never printed). The match record is
 * saved under ./data/records/, also when the game is abandoned (end of input, "q" or Ctrl-C).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { botFromSpec, type Bot } from '../bots/index.ts';
import { eventsFor, newRecord, stableHash, type AnyGame, type MatchRecord, type Seat, variantsInWords } from '../engine/index.ts';
import { botRng } from '../lab/match.ts';
import { checkOptions, checkPlayers, CliError, loadContent, loadGame, parseOptionPairs, splitList } from './common.ts';
import { outcomeText, ViewPrinter } from './format.ts';

export interface PlayFlags {
  players?: number;
  /** 1-based, as players count seats. */
  seat: number;
  bots: string;
  seed?: number;
  content?: string;
  option: string[];
  records: string;
}

const RECORDS_DIR = join('data', 'records');

export async function playCommand(gameId: string, flags: PlayFlags): Promise<void> {
  const game = await loadGame(gameId);
  const players = flags.players ?? game.minPlayers;
  checkPlayers(game, players);
  const human = flags.seat - 1;
  if (human < 0 || human >= players) throw new CliError(`--seat must be between 1 and ${players}, got ${flags.seat}`);
  const options = checkOptions(game, parseOptionPairs(flags.option));
  const content = loadContent(game, flags.content);
  const specs = splitList(flags.bots);
  if (specs.length === 0) throw new CliError('--bots needs at least one bot');
  const bots: Array<Bot | null> = [];
  let k = 0;
  for (let seat = 0; seat < players; seat++) {
    if (seat === human) { bots.push(null); continue; }
    try {
      bots.push(botFromSpec(specs[k++ % specs.length]));
    } catch (err) {
      throw new CliError((err as Error).message);
    }
  }
  const seed = flags.seed ?? Math.floor(Math.random() * 0x7fffffff);
  const session = new PlaySession(game, { players, human, bots, seed, options, content, recordsDir: flags.records });
  process.exitCode = await session.run();
}

interface SessionParams {
  players: number;
  human: Seat;
  bots: Array<Bot | null>;
  seed: number;
  options: Record<string, unknown>;
  content: unknown;
  recordsDir: string;
}

class PlaySession {
  private state: unknown;
  private readonly record: MatchRecord;
  private readonly printer: ViewPrinter;
  private readonly out = process.stdout;

  constructor(private readonly game: AnyGame, private readonly p: SessionParams) {
    this.state = game.setup({ players: p.players, seed: p.seed, options: p.options, content: p.content });
    this.record = newRecord(game, p.players, p.seed, p.options, p.content);
    this.record.meta = { bots: p.bots.map((b) => (b ? b.name : 'human')), human: p.human };
    this.printer = new ViewPrinter(game);
  }

  private say(text = ''): void {
    this.out.write(`${text}\n`);
  }

  private label(seat: Seat): string {
    return seat === this.p.human ? `You (seat ${seat + 1})` : `Seat ${seat + 1} (${this.p.bots[seat]!.name})`;
  }

  /** Plays to the end; returns the exit code. */
  async run(): Promise<number> {
    const { game, p } = this;
    const rl = createInterface({ input: process.stdin, terminal: false });
    const lines = rl[Symbol.asyncIterator]();
    let interrupted = false;
    const onSigint = () => {
      interrupted = true;
      rl.close();
    };
    rl.on('SIGINT', onSigint);
    process.once('SIGINT', onSigint);
    const rngs = p.bots.map((_, seat) => botRng(p.seed, seat));

    this.say(`${game.title}: you are seat ${p.human + 1} of ${p.players} (seed ${p.seed}).`);
    if (game.ruleVariants?.length) this.say(`Rules: ${variantsInWords(game.ruleVariants, p.options)}.`);
    this.say(`Opponents: ${p.bots.flatMap((b, seat) => (b ? [`seat ${seat + 1} ${b.name}`] : [])).join(', ')}.`);
    this.say('Type the number of an action; "v" shows your whole view, "q" leaves the game.');
    try {
      while (!game.isOver(this.state)) {
        const active: Seat[] = game.activeSeats(this.state);
        const seat = Math.min(...active);
        const legal: number[] = game.legalActions(this.state, seat);
        const view = game.view(this.state, seat);
        let action: number;
        if (seat === p.human) {
          const chosen = await this.askHuman(view, legal, lines, () => interrupted);
          if (chosen === null) return this.abandon(interrupted ? 'interrupted' : 'input ended', interrupted ? 130 : 1);
          if (chosen === 'quit') return this.abandon('you left the game', 0);
          action = chosen;
        } else {
          action = p.bots[seat]!.chooseAction(view, seat, legal, game, rngs[seat]);
        }
        const result = game.apply(this.state, seat, action);
        if (!result.ok) throw new CliError(`${this.label(seat)} chose an action the game rejects: ${result.error.message}`, 1);
        this.state = result.state;
        this.record.actions.push([seat, action]);
        // Only what the human's seat may know: its own action in words, and its events.
        const seen = eventsFor(result.events, p.human);
        if (seat === p.human) this.say(`You: ${game.describeAction(view, seat, action)}`);
        else if (seen.length === 0) this.say(`${this.label(seat)} acted.`);
        for (const e of seen) this.say(`  · ${e.text}`);
      }
      const outcome = game.outcome(this.state);
      this.say();
      if (outcome) this.say(outcomeText(outcome, (s) => this.label(s)));
      this.save(false);
      return 0;
    } finally {
      process.removeListener('SIGINT', onSigint);
      rl.close();
    }
  }

  private async askHuman(
    view: unknown, legal: number[], lines: AsyncIterator<string>, interrupted: () => boolean,
  ): Promise<number | 'quit' | null> {
    const { game, p } = this;
    this.say();
    this.say(`— Your turn (seat ${p.human + 1}) —`);
    this.say(this.printer.render(view, p.human));
    const menu = () => legal.map((a, i) => `  ${String(i + 1).padStart(2)}) ${game.describeAction(view, p.human, a)}`).join('\n');
    this.say(menu());
    for (;;) {
      this.out.write(`Your choice (1–${legal.length}): `);
      const next = await lines.next();
      if (next.done || interrupted()) {
        this.say();
        return null;
      }
      const text = next.value.trim().toLowerCase();
      if (!process.stdin.isTTY) this.say(next.value); // echo piped input, so a transcript reads naturally
      if (text === 'q' || text === 'quit') return 'quit';
      if (text === 'v' || text === 'view') {
        this.say(this.printer.render(view, p.human, true));
        this.say(menu());
        continue;
      }
      const n = Number(text);
      if (Number.isInteger(n) && n >= 1 && n <= legal.length) return legal[n - 1];
      this.say(`Please type a number from 1 to ${legal.length}, "v" or "q".`);
    }
  }

  private abandon(why: string, code: number): number {
    this.say(`Game abandoned: ${why}.`);
    this.save(true);
    return code;
  }

  private save(abandoned: boolean): void {
    const { game, p } = this;
    this.record.finalHash = stableHash(this.state);
    if (abandoned) this.record.meta = { ...this.record.meta, abandoned: true };
    const dir = resolve(p.recordsDir || RECORDS_DIR);
    mkdirSync(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(dir, `${game.id}-${stamp}-seed${p.seed}.json`);
    writeFileSync(file, `${JSON.stringify(this.record, null, 2)}\n`);
    this.say(`Record saved to ${file}${abandoned ? ' (unfinished)' : ''}; replay it with: crossings replay ${file}`);
  }
}
