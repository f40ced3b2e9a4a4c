import { lazy, Suspense, useEffect } from 'react';
import { useRoute, navigate } from './router.ts';
import { Home } from './home/Home.tsx';
import { LanguagePicker } from './i18n/LanguagePicker.tsx';
import { i18n, useT } from './i18n/index.ts';

// Everything past the home page (the engine, the bots, the boards) loads on demand.
const LocalPage = lazy(() => import('./local/LocalPage.tsx'));
const RoomPage = lazy(() => import('./online/RoomPage.tsx'));
const JoinLinkPage = lazy(() => import('./online/JoinLinkPage.tsx'));
const GuidePage = lazy(() => import('./workshop/GuidePage.tsx'));
const ReplayPage = lazy(() => import('./table/ReplayPage.tsx'));
const WorkshopPage = lazy(() => import('./workshop/WorkshopPage.tsx'));
// A student's page, the one a class opens at once, loads in one step: its chunk and the workshop's texts
// together, not the workshop pages' chunk, then this one, then the texts (docs/performance.md, "The web client").
const StudentPage = lazy(() => Promise.all([import('./workshop/StudentPage.tsx'), i18n.loadNamespaces('workshop')]).then(([m]) => m));
const LabPage = lazy(() => import('./lab/LabPage.tsx'));

export function App() {
  const route = useRoute();
  const { t } = useT();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [route.page]);
  return (
    <div className="app">
      <header className="topbar">
        <a
          href="/"
          className="brand"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect width="32" height="32" rx="6" fill="#265c6b" />
            <path d="M6 22 Q16 6 26 22" stroke="#f4d58d" strokeWidth="3" fill="none" />
          </svg>
          {t('brand')}
        </a>
        <span className="tagline">{t('tagline')}</span>
        <LanguagePicker />
      </header>
      <main id="main">
        <Suspense fallback={<p className="loading" role="status">{t('loading')}</p>}>
          {route.page === 'home' && <Home />}
          {route.page === 'local' && <LocalPage key={route.game} game={route.game} />}
          {route.page === 'room' && <RoomPage key={route.code} code={route.code} />}
          {route.page === 'join' && <JoinLinkPage key={route.code} code={route.code} />}
          {route.page === 'guide' && <GuidePage />}
          {route.page === 'replay' && <ReplayPage source={route.source} code={route.code} />}
          {route.page === 'workshop' && route.view === 'student' && <StudentPage key={route.code} code={route.code} />}
          {route.page === 'workshop' && route.view !== 'student' && <WorkshopPage key={'code' in route ? `${route.view}-${route.code}` : route.view} route={route} />}
          {route.page === 'lab' && <LabPage game={route.game} />}
          {route.page === 'not-found' && (
            <section className="panel">
              <h1>{t('notFound.title')}</h1>
              <p>{t('notFound.body', { path: route.path })}</p>
              <button onClick={() => navigate('/')}>{t('notFound.back')}</button>
            </section>
          )}
        </Suspense>
      </main>
    </div>
  );
}
