/**
 * A content exported from the lab's card editor plays through the command line (docs/lab.md, The card
 * editor): the editor's own edit (`setAt`) makes Emigration's passport cheaper (EM content
 * `passportPrice`, 3 → 1), the Export button's function (`exportedContent`) gives the file, and
 * `crossings lab report emigration --content <file> -n 4 --json` plays it: its report names the file and
 * has the figures of those games with that content, not of the default. One run of the real command.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/all.ts';
import { labReport, type LabReport } from '../../src/lab/report/index.ts';
import { contentText, defaultContentText, exportedContent } from '../../src/web/lab/content.ts';
import { setAt } from '../../src/web/lab/editor/content-edit.ts';
import { run, type Run } from './cli-process.ts';

const game = getGame('emigration');
const BOTS = ['heuristic:1', 'random'];
const dir = mkdtempSync(join(tmpdir(), 'crossings-export-'));
// As in the editor: the default content's text, one number changed on its field, exported as a file.
const edited = setAt(JSON.parse(defaultContentText(game)), ['passportPrice'], 1);
const file = exportedContent(game.id, { text: contentText(edited), name: null });
const path = join(dir, file.name);
let cli: Run;

/** The report without what depends on the machine: the time and the workers. */
const figures = (r: LabReport) => {
  const { seconds: _s, workers: _w, ...run } = r.run;
  return { ...r, run };
};

beforeAll(async () => {
  writeFileSync(path, file.text);
  cli = await run(['lab', 'report', 'emigration', '--content', path, '-n', '4', '-p', '4', '-b', BOTS.join(','), '-s', '3', '-w', '0', '--no-estimates', '--json']);
}, 60_000);

describe('an exported content in lab report --content', () => {
  it('is the file the editor exports: the default content with the passport at 1', () => {
    expect(file.name).toBe('emigration-content.json');
    expect(JSON.parse(file.text)).toEqual({ ...(game.defaultContent as object), passportPrice: 1 });
    expect((game.defaultContent as { passportPrice: number }).passportPrice).not.toBe(1);
  });

  it('plays through the command line, and the report is of the changed content', async () => {
    expect(cli.code, cli.stderr).toBe(0);
    const report = JSON.parse(cli.stdout) as LabReport;
    expect(report.run.content).toBe(file.name);
    expect(report.run.games).toBe(4);
    const same = { games: 4, players: 4, bots: BOTS, seed: 3, workers: 0, estimates: false } as const;
    const withEdit = await labReport({ game: 'emigration', ...same, content: edited, contentName: file.name });
    const withDefault = await labReport({ game: 'emigration', ...same, contentName: file.name });
    // The games the command played are the edited content's games, and they are not the default's.
    expect(figures(report)).toEqual(figures(withEdit));
    expect(figures(report)).not.toEqual(figures(withDefault));
  });
});
