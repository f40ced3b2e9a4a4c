/** The home page's way in to classroom mode (docs/workshop.md): kept tiny, the workshop pages load on demand. */
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import './workshop.css';

export function WorkshopEntry() {
  const { t } = useT('workshop');
  return (
    <section className="panel workshop-entry" aria-labelledby="workshop-entry-title">
      <h2 id="workshop-entry-title">{t('entry.title')}</h2>
      <p>{t('entry.body')}</p>
      <div className="button-row">
        <a className="ws-button-link primary" href="/workshop/new" onClick={(e) => { e.preventDefault(); navigate('/workshop/new'); }}>{t('entry.action')}</a>
        <a className="ws-button-link" href="/guide" onClick={(e) => { e.preventDefault(); navigate('/guide'); }} data-testid="ws-guide-link">{t('entry.guide')}</a>
      </div>
    </section>
  );
}
