/** The `local` interface texts, in every language, come with this page's chunk (i18n/index.ts): imported by each module that uses them. */
import { addCatalogues, type Catalogue } from '../i18n/index.ts';

addCatalogues(import.meta.glob<Catalogue>('../i18n/locales/*/local.json', { eager: true, import: 'default' }));
