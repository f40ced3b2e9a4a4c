/**
 * "Give up my seat" in a room's lobby: it asks first, because a seat given up may be taken by someone
 * else with the invite. Only when the server has let the seat go (or says this browser's token holds
 * none any more) is the seat forgotten here; any other failure is said in the dialog and the seat kept.
 */
import { useId, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { useModalDialog } from '../modal-dialog.ts';
import { navigate } from '../router.ts';
import { api, ApiError, forgetSeat } from './api.ts';

export function GiveUpSeat({ code, token, title }: { code: string; token: string; title: string }) {
  const { opener, first, open, close, dialogProps } = useModalDialog();
  const id = useId();
  const { t } = useT('online');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const giveUp = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.leave(code, token);
    } catch (err) {
      // BAD_TOKEN: the server holds no seat for this token, so there is nothing left to keep.
      if (!(err instanceof ApiError && err.code === 'BAD_TOKEN')) {
        setError(t('lobby.giveUpFailed', { message: err instanceof Error ? err.message : String(err) }));
        setBusy(false);
        return;
      }
    }
    forgetSeat(code);
    navigate('/');
  };
  return (
    <>
      <button ref={opener} type="button" className="link" onClick={() => { setError(null); open(); }} aria-haspopup="dialog" data-testid="give-up-seat">
        {t('lobby.giveUp')}
      </button>
      <dialog {...dialogProps} className="leave-dialog" data-testid="give-up-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`}>{t('lobby.giveUpTitle')}</h2>
        <p id={`${id}-text`}>{t('lobby.giveUpText', { title })}</p>
        {error && <p role="alert" className="error" data-testid="give-up-error"><span aria-hidden="true">⚠ </span>{error}</p>}
        <div className="button-row">
          <button ref={first} type="button" className="primary" onClick={close} disabled={busy}>{t('lobby.keepSeat')}</button>
          <button type="button" className="danger" onClick={() => void giveUp()} disabled={busy}>{t('lobby.giveUpConfirm')}</button>
        </div>
      </dialog>
    </>
  );
}
