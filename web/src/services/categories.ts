import { CATEGORIES } from './api';
import { CREATOR_TEXT } from '../texts/profile';

const label = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/**
 * The category choices of spec 3, in its order, plus its 'Xrated' option, which carries the value
 * user (kept as the spec describes it; picking it saves the category user). Each option has its
 * own key so the two `user` values stay two options.
 */
export const CATEGORY_OPTIONS: { key: string; value: string; label: string }[] = [
  ...CATEGORIES.map((category) => ({ key: category, value: category, label: label(category) })),
  { key: 'xrated', value: 'user', label: CREATOR_TEXT.xrated },
];

/** A category as shown on a profile. */
export const categoryLabel = (category: string | null | undefined) => (category ? label(category) : '');
