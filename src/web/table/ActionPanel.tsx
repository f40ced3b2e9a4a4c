/**
 * Every legal move as a button, grouped, each with its cost and effect in words. The board is the
 * main way to move (tap a card); the list is the complete, keyboard-friendly alternative. A long
 * group is folded behind its heading so the list stays short; a board click narrows it to one
 * card's moves, which are then shown open.
 */
import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import type { LegalChoice } from './types.ts';
import type { ActionClass } from '../boards/types.ts';
import { matching } from './targets.ts';
import './texts.ts';

export interface ActionPanelProps {
  legal: LegalChoice[];
  classify(action: number): ActionClass;
  selected: string[];
  onAct(action: number): void;
  onClearSelection(): void;
  disabled?: boolean;
  /** Preferences and the like, shown under the moves (auto-pass). */
  footer?: ReactNode;
}

/** Beyond this many moves in all, a group of more than FOLD_GROUP moves starts folded. */
export const FOLD_TOTAL = 8;
export const FOLD_GROUP = 4;

export interface MoveGroup {
  group: string;
  choices: Array<LegalChoice & { detail?: string; onBoard: boolean; pass: boolean }>;
  folded: boolean;
}

export function groupChoices(legal: LegalChoice[], classify: (a: number) => ActionClass, selected: string[]): MoveGroup[] {
  const groups = new Map<string, MoveGroup['choices']>();
  const shown = matching(legal, classify, selected);
  for (const choice of shown) {
    const c = classify(choice.action);
    const list = groups.get(c.group) ?? [];
    list.push({ ...choice, detail: c.detail, onBoard: c.target !== undefined, pass: c.pass === true });
    groups.set(c.group, list);
  }
  const long = shown.length > FOLD_TOTAL && selected.length === 0;
  return [...groups.entries()].map(([group, choices]) => ({ group, choices, folded: long && choices.length > FOLD_GROUP }));
}

export function ActionPanel({ legal, classify, selected, onAct, onClearSelection, disabled, footer }: ActionPanelProps) {
  const { t } = useT('table');
  if (legal.length === 0) return null;
  const groups = groupChoices(legal, classify, selected);
  return (
    <section className="actions" id="moves" aria-label={t('actions.label')} data-testid="moves">
      {selected.length > 0 && (
        <div className="actions-filter">
          <span>{t('actions.selected', { count: selected.length })}</span>
          <button type="button" className="link" onClick={onClearSelection}>
            {t('actions.showAll')}
          </button>
        </div>
      )}
      {groups.map((g) =>
        g.folded ? (
          <details key={g.group} className="action-group folded">
            <summary>
              <span className="group-name">{g.group}</span> <span className="group-count">{t('actions.count', { count: g.choices.length })}</span>
              {g.choices.every((c) => c.onBoard) && <span className="group-hint">{t('actions.foldedHint')}</span>}
            </summary>
            <MoveList choices={g.choices} onAct={onAct} disabled={disabled} />
          </details>
        ) : (
          <fieldset key={g.group} className="action-group">
            <legend>{g.group}</legend>
            <MoveList choices={g.choices} onAct={onAct} disabled={disabled} />
          </fieldset>
        ),
      )}
      {footer}
    </section>
  );
}

function MoveList({ choices, onAct, disabled }: { choices: MoveGroup['choices']; onAct(a: number): void; disabled?: boolean }) {
  return (
    <ul>
      {choices.map((c) => (
        <li key={c.action}>
          <MoveButton choice={c} onAct={onAct} disabled={disabled} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A move: its label, then its cost and effect. Both are visible, so both make its name (WCAG 2.5.3:
 * what a voice-control user reads on the button is what they can say).
 */
function MoveButton({ choice, onAct, disabled }: { choice: MoveGroup['choices'][number]; onAct(a: number): void; disabled?: boolean }) {
  return (
    <button type="button" className="action" data-action={choice.action} data-pass={choice.pass || undefined} disabled={disabled} onClick={() => onAct(choice.action)}>
      <span className="action-label">{choice.label}</span>
      {choice.detail && <span className="action-detail"> {choice.detail}</span>}
    </button>
  );
}
