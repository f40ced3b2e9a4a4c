/**
 * A student's page (`/w/:code`): a nickname and a language, then the waiting room (the status, held open
 * by the server until it changes, shows the facilitator's message), then their table: the ordinary online room,
 * with the student token as the seat token (the server made it so), or as a spectator for an observer.
 */
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { LANGUAGES, i18n, isLanguage, setLanguage, useT } from '../i18n/index.ts';
import { gameTranslation } from '../i18n/games.ts';
import { ApiError, cleanPlayerName, saveKeys } from '../online/api.ts';
import { NameField, nameStatus } from '../online/NameField.tsx';
import { navigate } from '../router.ts';
import { loadStudentToken, messageText, normalizeWorkshopCode, saveStudentToken, workshopApi, type StudentStatus, type WorkshopInfo } from './api.ts';
import { POLL_MS } from './usePoll.ts';
import { useStudentStatus } from './useStudentStatus.ts';
import { TimeLeft, useTimeLeft } from './class-tools.tsx';

/** Without the long poll, how often a seated student's page says it is here (well within the server's minute, HERE_WITHIN_MS). */
const SEATED_POLL_MS = 15_000;
import './workshop.css';

const RoomPage = lazy(() => import('../online/RoomPage.tsx'));

function languageChosen(): boolean {
  try {
    return isLanguage(localStorage.getItem('crossings.language'));
  } catch {
    return false;
  }
}

export default function StudentPage({ code }: { code: string }) {
  const { t } = useT('workshop');
  const [info, setInfo] = useState<WorkshopInfo | null>(null);
  const [missing, setMissing] = useState<{ absent: boolean; error: string } | null>(null);
  const [token, setToken] = useState(() => loadStudentToken(code));
  const [me, setMe] = useState<StudentStatus | null>(null);
  const [pollError, setPollError] = useState<string | null>(null);

  useEffect(() => {
    workshopApi.info(code).then((w) => {
      setInfo(w);
      // The class's language is the default for someone who has not chosen one in this browser.
      if (!languageChosen() && isLanguage(w.language) && i18n.language !== w.language) void i18n.changeLanguage(w.language);
    }, (err: unknown) => setMissing({ absent: err instanceof ApiError && err.status === 404, error: err instanceof Error ? err.message : String(err) }));
  }, [code]);

  const seated = !!me?.table?.room && me.phase !== 'waiting';
  const onStatus = useCallback((status: StudentStatus) => {
    setMe(status);
    setPollError(null);
  }, []);
  const onError = useCallback((err: unknown) => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403 || err.code === 'BAD_TOKEN')) {
      saveStudentToken(code, null);
      setToken(null);
      setMe(null);
    } else setPollError(err instanceof Error ? err.message : String(err));
  }, [code]);
  // The status is held open by the server until it changes (the start shows at once); at a table too: the
  // facilitator's "remove everyone not here" then knows this phone is here (a watcher has no seat to be
  // connected at), and a move or a removal shows. Without the long poll, asked every 2 s, at a table 15 s.
  useStudentStatus(code, token, seated ? SEATED_POLL_MS : POLL_MS, onStatus, onError);

  if (missing) return <MissingWorkshop message={missing.absent ? t('student.noWorkshop', { code }) : t('student.loadError', { error: missing.error })} code={code} />;
  if (!info) return <p role="status">{t('student.finding', { code })}</p>;
  if (!token) {
    return <JoinWorkshop info={info} onJoined={(tok) => { saveStudentToken(code, tok); setToken(tok); }} />;
  }
  if (!me) return <p role="status">{pollError ? t('student.pollError', { error: pollError }) : t('student.finding', { code })}</p>;
  if (seated && me.table?.room) return <Seated me={me} token={token} />;
  return <WaitingRoom info={info} me={me} pollError={pollError} />;
}

function MissingWorkshop({ message, code }: { message: string; code: string }) {
  const { t } = useT('workshop');
  const [text, setText] = useState(code);
  return (
    <section className="panel workshop" aria-labelledby="ws-missing-title">
      <h1 id="ws-missing-title">{t('student.title')}</h1>
      <p role="alert" className="error"><span aria-hidden="true">⚠ </span>{message}</p>
      <form className="inline-form" onSubmit={(e) => { e.preventDefault(); const c = normalizeWorkshopCode(text); if (c) navigate(`/w/${c}`); }}>
        <label htmlFor="ws-code-retry">{t('student.code')}</label>
        <input id="ws-code-retry" value={text} onChange={(e) => setText(e.target.value)} autoCapitalize="characters" />
        <button type="submit" className="primary">{t('student.tryCode')}</button>
      </form>
    </section>
  );
}

export function JoinWorkshop({ info, onJoined }: { info: WorkshopInfo; onJoined(token: string): void }) {
  const { t } = useT('workshop');
  const [name, setName] = useState('');
  const [lang, setLang] = useState<string>(languageChosen() ? i18n.language : (isLanguage(info.language) ? info.language : i18n.language));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const join = async () => {
    const nickname = cleanPlayerName(name);
    if (!nickname || nameStatus(name).tooLong) {
      if (!nickname) setError(t('student.needName'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await workshopApi.join(info.code, nickname, lang);
      if (isLanguage(lang)) setLanguage(lang);
      onJoined(res.token);
    } catch (err) {
      const known: Record<string, string> = {
        WRONG_PHASE: t('student.started'), JOINING_CLOSED: t('student.closed'), JOINS_THROTTLED: t('student.throttled'),
        CLASS_FULL: t('student.full'), NICKNAME_TAKEN: t('student.nicknameTaken'),
      };
      setError(err instanceof ApiError && known[err.code] !== undefined ? known[err.code] : err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  // Latecomers are welcome while play goes on, until the facilitator closes joining (docs/workshop.md).
  if (info.phase === 'debrief' || info.joiningOpen === false) {
    return (
      <section className="panel workshop" aria-labelledby="ws-join-student-title">
        <h1 id="ws-join-student-title">{t('student.joinTitle', { title: gameTranslation(info.game, i18n.language)?.title ?? info.title })}</h1>
        <p role="alert">{info.phase === 'debrief' ? t('student.started') : t('student.closed')}</p>
      </section>
    );
  }
  return (
    <section className="panel workshop ws-student" aria-labelledby="ws-join-student-title">
      <h1 id="ws-join-student-title">{t('student.joinTitle', { title: gameTranslation(info.game, i18n.language)?.title ?? info.title })}</h1>
      <p>{t('student.joinIntro', { code: info.code })}</p>
      {info.phase === 'playing' && <p className="notice" data-testid="ws-late-note">{t('student.late')}</p>}
      <form className="ws-form" onSubmit={(e) => { e.preventDefault(); void join(); }} data-testid="ws-student-form">
        <NameField ref={input} id="ws-nickname" value={name} onChange={setName} placeholder={t('student.nicknamePlaceholder')} label={t('student.nickname')} />
        <label className="ws-field">
          <span>{t('student.language')}</span>
          <select value={lang} onChange={(e) => { setLang(e.target.value); if (isLanguage(e.target.value)) setLanguage(e.target.value); }} data-testid="ws-student-language">
            {LANGUAGES.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.label}</option>)}
          </select>
        </label>
        {error && <p role="alert" className="error">{error}</p>}
        <button type="submit" className="primary" disabled={busy}>{t('student.join')}</button>
      </form>
    </section>
  );
}

function WaitingRoom({ info, me, pollError }: { info: WorkshopInfo; me: StudentStatus; pollError: string | null }) {
  const { t, i18n: i } = useT('workshop');
  // The game's title in the student's language (i18n/games.ts), not the server's English.
  const title = gameTranslation(info.game, i.language)?.title ?? info.title;
  const message = messageText(me.message);
  const left = useTimeLeft(me.timer, me.now);
  return (
    <section className="panel workshop ws-student ws-waiting" aria-labelledby="ws-waiting-title">
      <h1 id="ws-waiting-title">{t('student.welcome', { name: me.nickname })}</h1>
      <p className="ws-big" role="status">
        {me.phase === 'waiting' ? t('student.waiting', { title }) : t('student.ended')}
      </p>
      {me.phase === 'waiting' && me.table && (
        <p>{me.table.seat === null ? t('student.planWatch', { n: me.table.index + 1 }) : t('student.plan', { n: me.table.index + 1 })}</p>
      )}
      {me.phase !== 'debrief' && <TimeLeft ms={left} />}
      <div aria-live="polite">
        {message && <p className="ws-student-message notice" data-testid="ws-student-message"><strong>{t('banner.messageFrom')}</strong> {message}</p>}
      </div>
      {pollError && <p className="muted">{t('student.pollError', { error: pollError })}</p>}
    </section>
  );
}

/** The student's table: the room's seat token is the student token; an observer watches. */
function Seated({ me, token }: { me: StudentStatus; token: string }) {
  const room = me.table?.room as string;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (me.table?.seat !== null && me.table?.seat !== undefined) saveKeys(room, { token, seat: me.table.seat, name: me.nickname });
    setReady(true);
  }, [room, token, me.table?.seat, me.nickname]);
  if (!ready) return null;
  return <RoomPage key={room} code={room} />;
}
