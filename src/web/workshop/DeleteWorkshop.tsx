/**
 * "Delete this workshop" (docs/teachers-guide.md, "After class"): the workshop, its students' names, its
 * tables and their records leave the server at once. It asks first, says what goes, and reminds the
 * facilitator to export the results before; the server refuses while the class plays (End play first).
 */
import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import { forgetFacilitatorToken, workshopApi } from './api.ts';

export function DeleteWorkshop({ code, token }: { code: string; token: string }) {
  const { t } = useT('workshop');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await workshopApi.deleteWorkshop(code, token);
      forgetFacilitatorToken(code);
      navigate('/');
    } catch (err) {
      setError(t('delete.failed', { error: err instanceof Error ? err.message : String(err) }));
      setBusy(false);
    }
  };
  return (
    <section className="panel ws-delete" aria-labelledby="ws-delete-title">
      <h2 id="ws-delete-title">{t('delete.title')}</h2>
      <p className="muted">{t('delete.help')}</p>
      {asking ? (
        <p className="ws-confirm" role="group" aria-label={t('delete.title')}>
          <span>{t('delete.confirm', { code })}</span>{' '}
          <button type="button" className="primary" disabled={busy} onClick={() => void remove()} data-testid="ws-delete-yes">{t('delete.yes')}</button>{' '}
          <button type="button" onClick={() => setAsking(false)}>{t('people.cancel')}</button>
        </p>
      ) : (
        <p><button type="button" onClick={() => setAsking(true)} data-testid="ws-delete">{t('delete.button')}</button></p>
      )}
      {error && <p role="alert" className="error">{error}</p>}
    </section>
  );
}
