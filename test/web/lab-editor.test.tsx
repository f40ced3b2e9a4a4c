// @vitest-environment jsdom
/**
 * The lab's card editor (docs/lab.md, The card editor), generated from each game's content schema:
 * every registered game's default content draws an editor with no problem; a number field carries the
 * schema's bounds and editing it changes the content; a bad value shows the validator's words on that
 * field; a text without Chinese is flagged, not refused; list edits and undo; the edit is kept in the
 * browser and restored.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listGames, getGame } from '../../src/games/all.ts';
import { i18n } from '../../src/web/i18n/index.ts';
import { defaultContentText } from '../../src/web/lab/content.ts';
import { contentProblems, editList, getAt, missingLanguages, placeProblems, setAt, shareUnchanged, withLanguage } from '../../src/web/lab/editor/content-edit.ts';
import { ProblemStore } from '../../src/web/lab/editor/problem-store.ts';
import { CardEditor } from '../../src/web/lab/editor/CardEditor.tsx';
import { contentTree } from '../../src/web/lab/editor/schema-tree.ts';
import LabPage from '../../src/web/lab/LabPage.tsx';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

/** Opens a section of the editor by its name (only open sections are drawn). */
function openSection(name: string) {
  const summary = [...document.querySelectorAll('summary')].find((x) => x.textContent?.startsWith(name))!;
  const details = summary.parentElement as HTMLDetailsElement;
  if (!details.open) {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  }
}

/** A card's tile by its list and number (role queries are slow over hundreds of cards in jsdom). */
function tile(list: string, n: number): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('li.ce-tile')].find((li) => li.getAttribute('aria-label')!.startsWith(`${list} ${n}.`));
  if (!found) throw new Error(`no tile ${list} ${n}`);
  return found;
}
const tileCount = (list: string) => [...document.querySelectorAll('li.ce-tile')].filter((li) => li.getAttribute('aria-label')!.startsWith(`${list} `)).length;

/** The editor with its text held as the page holds it. */
function Harness({ gameId, start, onText }: { gameId: string; start?: string; onText?(t: string): void }) {
  const game = getGame(gameId);
  const [text, setText] = useStateText(start ?? defaultContentText(game));
  return <CardEditor game={game} text={text} onText={(t) => { setText(t); onText?.(t); }} />;
}
import { useState } from 'react';
const useStateText = (s: string) => useState(s);

const refugee = getGame('refugee');
/** #refugee's whole default content (40 refugee and 120 vetting cards): an edit draws again only the card it changes. */
const full = refugee.defaultContent as { refugees: unknown[]; vetting: unknown[] };
const fullText = defaultContentText(refugee);

/**
 * The field a label inside `container` names. Testing Library's label queries ask jsdom for each
 * field's labels, and jsdom looks through the whole page for each: seconds over hundreds of cards.
 */
function labelled(container: ParentNode, text: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const field = label && (label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input, select, textarea'));
  if (!field) throw new Error(`no field labelled ${text}`);
  return field as HTMLInputElement;
}

/** A button by its exact name (role queries are slow over hundreds of cards in jsdom). */
function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = [...within.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

describe('the form generated from the schema', () => {
  it.each(listGames().map((g) => [g.id]))('%s: its default content draws an editor with no problem, one section per part, the first open', (id) => {
    const game = getGame(id);
    const tree = contentTree(game);
    expect(tree.kind).toBe('object');
    const { container } = render(<Harness gameId={id} />);
    expect(screen.getByTestId('editor-status').textContent).toContain('This content is valid.');
    const sections = container.querySelectorAll('details.ce-section');
    expect(sections.length).toBe(tree.kind === 'object' ? tree.fields.length : 0);
    // Every content number is a number field with the schema's bounds.
    const numbers = [...container.querySelectorAll<HTMLInputElement>('input[type=number]')];
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((n) => n.max !== '' || n.min !== '')).toBe(true);
    // The open section's title is shown once, on its fold (with its count for a list), and names what it holds.
    const open = container.querySelector<HTMLDetailsElement>('details.ce-section[open]')!;
    const title = open.querySelector('.ce-section-title')!.textContent!;
    const shown = [...open.querySelectorAll('*')].filter((el) => !el.closest('.sr-only') && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() === title));
    expect(shown).toEqual([open.querySelector('.ce-section-title')]);
    const first = tree.kind === 'object' ? tree.fields[0] : null;
    const value = (game.defaultContent as Record<string, unknown>)[first!.key];
    if (Array.isArray(value)) {
      expect(open.querySelector('summary')!.textContent).toBe(`${title} (${value.length})`);
      const list = open.querySelector(':scope > section.ce-list')!;
      expect(list.getAttribute('aria-labelledby')!.split(' ').map((x) => document.getElementById(x)!.textContent).join(' ')).toBe(`${title} (${value.length})`);
    } else {
      expect(open.querySelector(':scope > fieldset > legend.sr-only')!.textContent).toBe(title);
    }
  });

  it('reads bounds and texts in both languages from the schema (RF-D27: a vetting value is −4..4)', () => {
    const tree = contentTree(refugee);
    if (tree.kind !== 'object') throw new Error('object expected');
    const vetting = tree.fields.find((f) => f.key === 'vetting')!.node;
    expect(vetting).toMatchObject({ kind: 'list', min: 20, max: 128 });
    if (vetting.kind !== 'list' || vetting.item.kind !== 'object') throw new Error('list of objects expected');
    expect(vetting.item.fields.find((f) => f.key === 'value')!.node).toEqual({ kind: 'number', integer: true, min: -4, max: 4 });
    expect(vetting.item.fields.find((f) => f.key === 'name')!.node).toEqual({ kind: 'localText', min: 2, max: 80 });
    expect(vetting.item.fields.find((f) => f.key === 'colour')!.node).toMatchObject({ kind: 'choice', options: ['north-america', 'asia', 'middle-east', 'central-latin-america', null] });
  });

  it('Displacement\'s scenario cards are a choice of kinds, each with its own fields', () => {
    const tree = contentTree(getGame('displacement'));
    if (tree.kind !== 'object') throw new Error('object expected');
    const scenarios = tree.fields.find((f) => f.key === 'scenarios')!.node;
    expect(scenarios.kind === 'list' && scenarios.item.kind).toBe('union');
  });
});

describe('editing', () => {
  it('a number updates the content; a bad value shows the validator\'s words on its field; undo brings it back', () => {
    const texts: string[] = [];
    render(<Harness gameId="refugee" start={fullText} onText={(t) => texts.push(t)} />);
    openSection('Die faces');
    const die = tile('Die faces', 1);
    const bolts = labelled(die, 'Bolts');
    expect(bolts.min).toBe('0');
    expect(bolts.max).toBe('3');
    fireEvent.change(bolts, { target: { value: '2' } });
    expect((JSON.parse(texts.at(-1)!) as { die: { bolts: number }[] }).die[0].bolts).toBe(2);
    fireEvent.change(bolts, { target: { value: '9' } });
    expect(bolts.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(bolts.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(problem.textContent).toContain('must be at most 3');
    expect(screen.getByTestId('editor-status').textContent).toMatch(/1 problem/);
    // Both changes to one field are one step to undo.
    fireEvent.click(button('Undo'));
    expect(texts.at(-1)).toBe(fullText);
    expect(bolts.getAttribute('aria-invalid')).toBe('false');
  });

  it('flags a text without Chinese and accepts it; typing Chinese clears the flag', () => {
    const content = structuredClone(full) as { refugees: { name: unknown }[] };
    content.refugees[0].name = 'Amal Haddad';
    render(<Harness gameId="refugee" start={JSON.stringify(content, null, 2)} />);
    const card = tile('Refugee cards', 1);
    expect(card.getAttribute('aria-label')).toBe('Refugee cards 1. Amal Haddad');
    const name = card.querySelector<HTMLElement>('fieldset.ce-text')!;
    expect(within(name).getByText(/No Chinese text yet/)).toBeTruthy();
    expect(screen.getByTestId('editor-status').textContent).toContain('This content is valid.');
    fireEvent.change(labelled(name, 'Chinese (繁體中文)'), { target: { value: '阿瑪' } });
    expect(within(name).queryByText(/No Chinese text yet/)).toBeNull();
  });

  it('adds, duplicates, moves and removes cards; search filters them', () => {
    render(<Harness gameId="refugee" start={fullText} />);
    const count = full.refugees.length;
    const name = tile('Refugee cards', 1).getAttribute('aria-label')!.replace(/^Refugee cards 1\. /, '');
    fireEvent.click(within(tile('Refugee cards', 1)).getByRole('button', { name: /^Move 1\. .* down$/ }));
    expect(tile('Refugee cards', 2).getAttribute('aria-label')).toBe(`Refugee cards 2. ${name}`);
    fireEvent.click(within(tile('Refugee cards', 2)).getByRole('button', { name: /^Duplicate 2\./ }));
    expect(tileCount('Refugee cards')).toBe(count + 1);
    // Two cards with one name: the game's own check says so, for the whole content.
    expect(screen.getByTestId('general-problems').textContent).toContain(`refugee name ${name} appears twice`);
    fireEvent.click(within(tile('Refugee cards', 3)).getByRole('button', { name: /^Remove 3\./ }));
    fireEvent.click(button('Add to Refugee cards'));
    const added = tile('Refugee cards', count + 1);
    // A new card asks for its texts: the problems sit on its fields.
    expect(within(added).getAllByTestId('field-problems').length).toBeGreaterThan(0);
    fireEvent.click(within(added).getByRole('button', { name: `Remove ${count + 1}.` }));
    expect(screen.getByTestId('editor-status').textContent).toContain('This content is valid.');
    const search = document.querySelector('input[type=search]')!;
    expect(labelled(document, 'Search the cards')).toBe(search);
    fireEvent.change(search, { target: { value: name } });
    expect(tileCount('Refugee cards')).toBe(1);
    expect(document.body.textContent).toContain(`(1 of ${count} match)`);
  });

  it('an edit draws again only the card it changes (docs/performance.md, The card editor)', () => {
    render(<Harness gameId="refugee" start={fullText} />);
    // A value put into the page behind React's back stays only where React does not draw again.
    const untouched = tile('Refugee cards', 2).querySelector<HTMLInputElement>('input[type=number]')!;
    const edited = tile('Refugee cards', 1).querySelector<HTMLInputElement>('input[type=number]')!;
    // Another field of the edited card (its origin in English).
    const sibling = tile('Refugee cards', 1).querySelectorAll<HTMLInputElement>('fieldset.ce-text input')[2];
    untouched.value = '77';
    sibling.value = '77';
    fireEvent.change(edited, { target: { value: String(Number(edited.value) + 1) } });
    expect(untouched.value).toBe('77');
    expect(sibling.value).toBe('77');
    // An edit that adds a problem draws the field again, with the problem on it.
    fireEvent.change(edited, { target: { value: '-5' } });
    expect(edited.getAttribute('aria-invalid')).toBe('true');
    expect(untouched.value).toBe('77');
  });
});

describe('the pure edits', () => {
  it('changes a copy, never the original, and places each problem on its field', () => {
    const c = refugee.defaultContent;
    const next = setAt(c, ['die', 0, 'bolts'], -1);
    expect(getAt(c, ['die', 0, 'bolts'])).not.toBe(-1);
    const problems = contentProblems(refugee, next);
    expect(problems).toContain('die.0.bolts: must be at least 0');
    const placed = placeProblems(contentTree(refugee), next, [...problems, 'refugee name X appears twice', 'refugees.0.name.zh-Hant: must not be empty']);
    expect(placed.at.get('die.0.bolts')).toEqual(['must be at least 0']);
    expect(placed.at.get('refugees.0.name')).toEqual(['must not be empty']);
    expect(placed.general).toEqual(['refugee name X appears twice']);
    expect(editList(c, ['die'], { op: 'move', at: 0, by: -1 })).toBe(c);
    expect(withLanguage('Amal', 'zh-Hant', '阿瑪')).toEqual({ en: 'Amal', 'zh-Hant': '阿瑪' });
    expect(withLanguage({ en: 'Amal', 'zh-Hant': '阿瑪' }, 'zh-Hant', '')).toEqual({ en: 'Amal' });
    expect(missingLanguages({ en: 'Amal' })).toEqual(['zh-Hant']);
  });

  it('a content parsed again shares every unchanged part with the one before', () => {
    const before = JSON.parse(fullText) as typeof full;
    const after = shareUnchanged(before, JSON.parse(JSON.stringify(setAt(before, ['refugees', 3, 'age'], 1))) as typeof full);
    expect(after).not.toBe(before);
    expect(after.vetting).toBe(before.vetting);
    expect(after.refugees[2]).toBe(before.refugees[2]);
    expect(after.refugees[3]).not.toBe(before.refugees[3]);
    expect(shareUnchanged(before, JSON.parse(fullText))).toBe(before);
    // Keys in another order are another text: not shared.
    expect(shareUnchanged({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual({ b: 2, a: 1 });
    expect(Object.keys(shareUnchanged({ a: 1, b: 2 }, { b: 2, a: 1 }))).toEqual(['b', 'a']);
  });

  it('tells a field only when its own problems change', () => {
    const store = new ProblemStore(new Map([['die.0.bolts', ['must be at least 0']]]));
    const told: string[] = [];
    store.subscribe('die.0.bolts', () => told.push('bolts'));
    store.subscribe('die.1.marks', () => told.push('marks'));
    const kept = store.get('die.0.bolts');
    store.update(new Map([['die.0.bolts', ['must be at least 0']], ['die.1.marks', ['must be at most 3']]]));
    expect(told).toEqual(['marks']);
    expect(store.get('die.0.bolts')).toBe(kept);
    store.update(new Map());
    expect(told).toEqual(['marks', 'bolts', 'marks']);
    expect(store.get('die.0.bolts')).toBeUndefined();
  });
});

describe('on the lab page', () => {
  it('keeps the edit in the browser and brings it back; the Advanced tab shows the same JSON', () => {
    // Chose the default content, with a small edit kept from before.
    localStorage.setItem('crossings.lab.content.refugee', JSON.stringify({ mode: 'default', text: fullText.replace('"bolts": 0', '"bolts": 1'), name: null }));
    const { unmount } = render(<LabPage game="refugee" />);
    expect(screen.queryByText(/Your edit from this browser is back/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/My content/));
    openSection('Die faces');
    const die = tile('Die faces', 1);
    fireEvent.change(labelled(die, 'White marks'), { target: { value: '3' } });
    unmount();
    render(<LabPage game="refugee" />);
    expect(document.querySelector('.lab-editor [role=status]')?.textContent).toMatch(/Your edit from this browser is back/);
    fireEvent.click([...document.querySelectorAll('[role=tab]')].find((x) => x.textContent === 'Advanced: JSON')!);
    const json = JSON.parse((screen.getByLabelText('Content (JSON)') as HTMLTextAreaElement).value) as { die: { marks: number }[] };
    expect(json.die[0].marks).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Start again from the default content' }));
    expect(localStorage.length).toBe(0);
  });

  it('offers the game\'s rule variants and compares only when something differs from the default', () => {
    render(<LabPage game="displacement" />);
    const compare = screen.getByRole('button', { name: 'Compare with the default' });
    expect(compare).toHaveProperty('disabled', true);
    const variant = getGame('displacement').ruleVariants![0];
    fireEvent.click(screen.getByLabelText(new RegExp(variant.name.en)));
    expect(compare).toHaveProperty('disabled', false);
  });

  it('speaks Traditional Chinese', async () => {
    await act(async () => { await i18n.changeLanguage('zh-Hant'); });
    try {
      render(<Harness gameId="displacement" />);
      expect(button('復原')).toBeTruthy();
      expect([...document.querySelectorAll('summary .ce-section-title')].map((x) => x.textContent)).toEqual(expect.arrayContaining(['規則', '情境卡']));
    } finally {
      await act(async () => { await i18n.changeLanguage('en'); });
    }
  });
});
