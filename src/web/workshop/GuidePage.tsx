/** The teacher's guide (docs/teachers-guide.md) as a page of the app, `/guide`, linked from the home page. */
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { renderMarkdown } from '../table/markdown.tsx';

export default function GuidePage() {
  const { t } = useT('workshop');
  const [body, setBody] = useState<ReactNode[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    import('../../../docs/teachers-guide.md?raw').then((m: { default: string }) => setBody(renderMarkdown(m.default)), (err: unknown) => setError(String(err)));
  }, []);
  if (error) return <p role="alert" className="error">{t('guide.error', { error })}</p>;
  if (!body) return <p role="status">{t('guide.loading')}</p>;
  return <article className="panel workshop ws-guide" lang="en">{body}</article>;
}
