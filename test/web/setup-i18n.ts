/**
 * The web tests' interface texts: every language and every namespace in before a test file runs, as a
 * page has them once they have loaded. In the browser the workshop's texts and other languages load on
 * demand (src/web/i18n/index.ts); the browser tests (test/e2e) go through that path. Also Testing
 * Library's wait, below.
 */
import { configure } from '@testing-library/react';
import { i18n, loadAllLanguages } from '../../src/web/i18n/index.ts';

await loadAllLanguages();
await i18n.reloadResources(['en', 'zh-Hant'], ['workshop']);

// Testing Library's waits (findBy…, waitFor) give up after 1 s by default; on a busy 2-core machine a
// lazily loaded board can take longer to appear, and the test then failed for no fault of the code.
// A wait still ends as soon as its condition holds, so passing tests take no longer.
configure({ asyncUtilTimeout: 10_000 });
