import { lazy, Suspense, useEffect } from 'react';
import { useRoute, navigate } from './router.ts';
import { Home } from './home/Home.tsx';

// Everything past the home page (the engine, the bots, the boards) loads on demand.
const LocalPage = lazy(() => import('./local/LocalPage.tsx'));
const RoomPage = lazy(() => import('./online/RoomPage.tsx'));
const ReplayPage = lazy(() => import('./table/ReplayPage.tsx'));

export function App() {
  const route = useRoute();
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
          Crossings
        </a>
        <span className="tagline">tabletop games about refugees and migration</span>
      </header>
      <main id="main">
        <Suspense fallback={<p className="loading" role="status">Loading…</p>}>
          {route.page === 'home' && <Home />}
          {route.page === 'local' && <LocalPage key={route.game} game={route.game} />}
          {route.page === 'room' && <RoomPage key={route.code} code={route.code} />}
          {route.page === 'replay' && <ReplayPage source={route.source} code={route.code} />}
          {route.page === 'not-found' && (
            <section className="panel">
              <h1>Page not found</h1>
              <p>There is nothing at {route.path}.</p>
              <button onClick={() => navigate('/')}>Back to the games</button>
            </section>
          )}
        </Suspense>
      </main>
    </div>
  );
}
