/**
 * `/join/<CODE>`: a short link for any code, a room's or a class's (docs/workshop.md, "One code box").
 * The code is looked up and the right page opens; a code that is neither is said, with the box to fix it.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { ApiError, api } from './api.ts';
import { JoinCodeForm } from './JoinCodeForm.tsx';

export default function JoinLinkPage({ code }: { code: string }) {
  const { t } = useT('online');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.resolveCode(code).then((found) => {
      // Replace, not push: Back from the class's page should not land on this redirect again.
      if (live) {
        history.replaceState(null, '', found.path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
    }, (err: unknown) => {
      if (!live) return;
      setError(err instanceof ApiError && (err.code === 'NO_SUCH_CODE' || err.code === 'NO_SUCH_ROOM')
        ? t('join.noRoom', { code })
        : t('join.lookupFailed', { reason: (err instanceof Error ? err.message : String(err)).replace(/\.$/, '') }));
    });
    return () => { live = false; };
  }, [code, t]);
  if (!error) return <p role="status">{t('join.checking', { code })}</p>;
  return (
    <section className="panel" aria-labelledby="join-link-title">
      <h1 id="join-link-title">{t('join.label')}</h1>
      <p role="alert" className="error"><span aria-hidden="true">⚠ </span>{error}</p>
      <JoinCodeForm id="join-link-code" initial={code} />
    </section>
  );
}
