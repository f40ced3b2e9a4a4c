/**
 * A player's name, with the server's limit in sight: a counter ("12 / 40") as it is typed, a word
 * when the limit is reached, and a clear error past it — never a silent cut of someone's name. The
 * count is the server's: the name as `cleanPlayerName` leaves it (src/server/room/protocol.ts cleans it alike).
 */
import { forwardRef, useId } from 'react';
import { useT } from '../i18n/index.ts';
import { NAME_MAX, cleanPlayerName } from './api.ts';

/** How a typed name stands against the server's limit. */
export function nameStatus(raw: string): { length: number; over: number; tooLong: boolean; atLimit: boolean } {
  const length = cleanPlayerName(raw).length;
  return { length, over: Math.max(0, length - NAME_MAX), tooLong: length > NAME_MAX, atLimit: length === NAME_MAX };
}

interface NameFieldProps {
  value: string;
  onChange(value: string): void;
  placeholder: string;
  /** Label text; defaults to "Your name". */
  label?: string;
  /** The input's id (one is made up without it). */
  id?: string;
}

export const NameField = forwardRef<HTMLInputElement, NameFieldProps>(function NameField({ value, onChange, placeholder, label, id }, ref) {
  const { t } = useT('online');
  const auto = useId();
  const inputId = id ?? `name-${auto}`;
  const hintId = `${inputId}-count`;
  const { length, over, tooLong, atLimit } = nameStatus(value);
  return (
    <div className="name-field">
      <label htmlFor={inputId}>{label ?? t('name.label')}</label>
      <input
        ref={ref}
        id={inputId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="nickname"
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
      />
      <span id={hintId} className={`name-count${tooLong ? ' error' : ''}`} data-testid="name-count">
        {tooLong ? (
          <span role="alert">
            {t('name.tooLong', { length, max: NAME_MAX, count: over })}
          </span>
        ) : atLimit ? (
          <>{t('name.atLimit', { length, max: NAME_MAX })}</>
        ) : (
          <>{length} / {NAME_MAX}</>
        )}
      </span>
    </div>
  );
});
