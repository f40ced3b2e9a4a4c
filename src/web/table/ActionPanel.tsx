/** Every legal move as a button, grouped; a board click narrows the list to one card's moves. */
import type { LegalChoice } from './types.ts';
import type { ActionClass } from '../boards/types.ts';
import { matching } from './targets.ts';

export interface ActionPanelProps {
  legal: LegalChoice[];
  classify(action: number): ActionClass;
  selected: string[];
  onAct(action: number): void;
  onClearSelection(): void;
  disabled?: boolean;
}

export function groupChoices(legal: LegalChoice[], classify: (a: number) => ActionClass, selected: string[]) {
  const groups = new Map<string, LegalChoice[]>();
  for (const choice of matching(legal, classify, selected)) {
    const c = classify(choice.action);
    const list = groups.get(c.group) ?? [];
    list.push(choice);
    groups.set(c.group, list);
  }
  return [...groups.entries()].map(([group, choices]) => ({ group, choices }));
}

export function ActionPanel({ legal, classify, selected, onAct, onClearSelection, disabled }: ActionPanelProps) {
  if (legal.length === 0) return null;
  const groups = groupChoices(legal, classify, selected);
  return (
    <section className="actions" id="moves" aria-label="Your possible moves">
      {selected.length > 0 && (
        <div className="actions-filter">
          <span>Moves for the selected card{selected.length > 1 ? 's' : ''}</span>
          <button type="button" className="link" onClick={onClearSelection}>
            Show all moves
          </button>
        </div>
      )}
      {groups.map(({ group, choices }) => (
        <fieldset key={group} className="action-group">
          <legend>{group}</legend>
          <ul>
            {choices.map((c) => (
              <li key={c.action}>
                <button type="button" className="action" data-action={c.action} disabled={disabled} onClick={() => onAct(c.action)}>
                  {c.label}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}
