/** The home page's way in to the balance lab (docs/lab.md): tiny, the Lab page loads on demand. */
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';

export function LabEntry() {
  const { t } = useT('home');
  return (
    <section className="panel lab-entry" aria-labelledby="lab-entry-title">
      <h2 id="lab-entry-title">{t('labEntry.title')}</h2>
      <p>{t('labEntry.body')}</p>
      <a className="lab-button-link" href="/lab" onClick={(e) => { e.preventDefault(); navigate('/lab'); }}>{t('labEntry.action')}</a>
    </section>
  );
}
