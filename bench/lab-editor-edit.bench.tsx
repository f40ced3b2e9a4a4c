/**
 * The card editor's time per edit (bench/lab-editor.vitest.ts): #refugee's whole default content, the
 * refugee cards open (40 tiles), then the vetting cards too (120 tiles in all); ten number edits each, in
 * different cards, each timed from the change event to the page drawn again. Prints the median and range.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { it } from 'vitest';
import { getGame } from '../src/games/all.ts';
import { defaultContentText } from '../src/web/lab/content.ts';
import { CardEditor } from '../src/web/lab/editor/CardEditor.tsx';

function Page() {
  const game = getGame('refugee');
  const [text, setText] = useState(() => defaultContentText(game));
  return <CardEditor game={game} text={text} onText={setText} />;
}

function openSection(name: string) {
  const details = [...document.querySelectorAll('summary')].find((x) => x.textContent?.startsWith(name))!.parentElement as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

it('one edit in the card editor, #refugee default content', () => {
  render(<Page />);
  for (const section of ['Refugee cards', 'Vetting cards']) {
    if (section !== 'Refugee cards') openSection(section);
    const inputs = [...document.querySelectorAll<HTMLInputElement>('li.ce-tile input[type=number]')];
    const times: number[] = [];
    for (let k = 0; k < 10; k++) {
      const input = inputs[k * 3];
      const started = performance.now();
      fireEvent.change(input, { target: { value: String(Number(input.value) === 1 ? 2 : 1) } });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (x: number) => `${x.toFixed(0)} ms`;
    console.log(`${document.querySelectorAll('li.ce-tile').length} cards drawn (${section} opened): one edit takes ${ms((times[4] + times[5]) / 2)} (median of 10; ${ms(times[0])} to ${ms(times[9])})`);
  }
  cleanup();
});
