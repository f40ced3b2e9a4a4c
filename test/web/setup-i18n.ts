/**
 * The web tests' interface texts: every language and every namespace in before a test file runs, as a
 * page has them once they have loaded. In the browser the workshop's texts and other languages load on
 * demand (src/web/i18n/index.ts); the browser tests (test/e2e) go through that path.
 */
import { i18n, loadAllLanguages } from '../../src/web/i18n/index.ts';

await loadAllLanguages();
await i18n.reloadResources(['en', 'zh-Hant'], ['workshop']);
