// @vitest-environment jsdom
/** The address a short link's page takes: the page its code names, given by the server's canonical link (class-routes.ts). */
import { afterEach, expect, it } from 'vitest';
import { adoptCanonicalAddress, parseRoute } from '../../src/web/router.ts';

const canonical = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = href;
  link.setAttribute('href', href);
  document.head.append(link);
};
afterEach(() => {
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  history.replaceState(null, '', '/');
});

it('shows a short link\'s page at the address its canonical link names, keeping the query', () => {
  history.replaceState(null, '', '/join/k7q2xm?lang=en');
  canonical('/w/K7Q2XM');
  adoptCanonicalAddress();
  expect(location.pathname + location.search).toBe('/w/K7Q2XM?lang=en');
  expect(parseRoute(location.pathname)).toEqual({ page: 'workshop', view: 'student', code: 'K7Q2XM' });
});

it('leaves the address alone without a canonical link (an unknown code: the code box), off a short link, or for another site', () => {
  history.replaceState(null, '', '/join/ZZZZZZ');
  adoptCanonicalAddress();
  expect(location.pathname).toBe('/join/ZZZZZZ');
  canonical('//elsewhere.example/w/K7Q2XM');
  adoptCanonicalAddress();
  expect(location.pathname).toBe('/join/ZZZZZZ');
  history.replaceState(null, '', '/room/AB12CD');
  canonical('/w/K7Q2XM');
  adoptCanonicalAddress();
  expect(location.pathname).toBe('/room/AB12CD');
});
