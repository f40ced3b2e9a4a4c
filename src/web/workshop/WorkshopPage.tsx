/** The workshop pages (docs/workshop.md), each in its own chunk: the debrief's carries Chart.js. */
import { lazy } from 'react';
import type { Route } from '../router.ts';
import './workshop.css';

const CreatePage = lazy(() => import('./CreatePage.tsx'));
const HostPage = lazy(() => import('./HostPage.tsx'));
const DebriefPage = lazy(() => import('./DebriefPage.tsx'));
const PrintPage = lazy(() => import('./PrintPage.tsx'));
const StudentPage = lazy(() => import('./StudentPage.tsx'));
const ClassViewPage = lazy(() => import('./ClassViewPage.tsx'));
const JoinSheetPage = lazy(() => import('./JoinSheetPage.tsx'));

export type WorkshopRoute = Extract<Route, { page: 'workshop' }>;

export default function WorkshopPage({ route }: { route: WorkshopRoute }) {
  if (route.view === 'new') return <CreatePage />;
  if (route.view === 'host') return <HostPage code={route.code} />;
  if (route.view === 'debrief') return <DebriefPage code={route.code} />;
  if (route.view === 'print') return <PrintPage code={route.code} />;
  if (route.view === 'class') return <ClassViewPage code={route.code} />;
  if (route.view === 'sheet') return <JoinSheetPage code={route.code} />;
  return <StudentPage code={route.code} />;
}
