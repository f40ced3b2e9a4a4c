/**
 * A content field's name for the editor: the `lab` catalogue's `fields.<key>` where it has one (both
 * languages), else the key in words ("passportPrice" → "Passport price"), so a new game's fields are named too.
 */
import type { TFunction } from 'i18next';
import { humanize } from './content-edit.ts';

export function fieldLabel(t: TFunction, key: string): string {
  return t(`fields.${key}`, { defaultValue: humanize(key) });
}
