/**
 * "Join a room or a class" by invite code or link: the code is looked up first (a room's or a
 * workshop's, `GET /api/codes/:code`), and only one that exists is opened; a wrong code is said next to the box, which keeps what was typed, so a typo costs one
 * character, not the whole code. Used on
 * the home page and on a room page that found no room.
 */
import { useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import { ApiError, api, normalizeCode } from './api.ts';

interface JoinCodeFormProps {
  /** The input's id; the error's is `${id}-error`. */
  id?: string;
  /** What the box holds at first (the code a room page could not find, to correct a typo). */
  initial?: string;
  /** Label text; defaults to "Invite code or link". */
  label?: string;
  /** What to do with a room that exists; by default, open its page. */
  onFound?(code: string): void;
}

export function JoinCodeForm({ id = 'join-code', initial = '', label, onFound }: JoinCodeFormProps) {
  const { t } = useT('online');
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const joinCode = normalizeCode(code);
  const errorId = `${id}-error`;
  const check = async () => {
    if (!joinCode || checking) return;
    setChecking(true);
    setError(null);
    let found: { kind: 'room' | 'workshop'; path: string };
    try {
      // A room's code or a class's (workshop) code: one box for both.
      found = await api.resolveCode(joinCode);
    } catch (err) {
      setChecking(false);
      setError(err instanceof ApiError && (err.code === 'NO_SUCH_CODE' || err.code === 'NO_SUCH_ROOM')
        ? t('join.noRoom', { code: joinCode })
        : t('join.lookupFailed', { reason: (err instanceof Error ? err.message : String(err)).replace(/\.$/, '') }));
      input.current?.focus();
      return;
    }
    if (onFound && found.kind === 'room') {
      setChecking(false);
      onFound(joinCode);
    } else navigate(found.path);
  };
  return (
    <form className="inline-form join-code" onSubmit={(e) => { e.preventDefault(); void check(); }} aria-busy={checking}>
      <label htmlFor={id}>{label ?? t('join.label')}</label>
      <input
        ref={input}
        id={id}
        name="code"
        value={code}
        onChange={(e) => { setCode(e.target.value); setError(null); }}
        placeholder={t('join.placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <button type="submit" className="primary" disabled={!joinCode || checking}>{t('join.submit')}</button>
      {error && <p id={errorId} role="alert" className="error join-error" data-testid="join-error"><span aria-hidden="true">⚠ </span>{error}</p>}
      {checking && <p role="status" className="muted join-checking">{t('join.checking', { code: joinCode })}</p>}
    </form>
  );
}
