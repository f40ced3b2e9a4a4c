// @vitest-environment jsdom
/**
 * The how-to-play opens in the reader's language (docs/architecture.md §12): the Chinese page for
 * zh-Hant, the English one otherwise; the numbered rules stay English.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/web/i18n/index.ts';
import { HowToPlayButton } from '../../src/web/table/HowToPlay.tsx';

afterEach(async () => { cleanup(); await setLanguage('en'); });

describe('how to play in the reader\'s language', () => {
  it('zh-Hant opens docs/how-to-play/zh-Hant/<id>.md; English opens the English page', async () => {
    await setLanguage('zh-Hant');
    render(<HowToPlayButton gameId="displacement" title="Displacement：流離失所" />);
    fireEvent.click(screen.getByTestId('how-to-play'));
    expect(await screen.findByText('遊戲目標', { selector: 'h3' }, { timeout: 5000 })).toBeTruthy();
    cleanup();
    await setLanguage('en');
    render(<HowToPlayButton gameId="displacement" title="Displacement" />);
    fireEvent.click(screen.getByTestId('how-to-play'));
    expect(await screen.findByText('The goal', { selector: 'h3' }, { timeout: 5000 })).toBeTruthy();
  });
});
