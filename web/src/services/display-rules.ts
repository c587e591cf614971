/** Spec 9: the feed's description preview; spec 5: search names cut at 13. */
export const DESCRIPTION_PREVIEW = 100;
export const SEARCH_NAME_MAX = 13;

/** The feed's description preview (spec 9): the first 100 characters and '...' when longer. */
export function previewText(text: string, max = DESCRIPTION_PREVIEW): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A search result's name (spec 5): 13 characters plus '...' when longer. */
export const searchName = (name: string) => previewText(name, SEARCH_NAME_MAX);

/** A like toggled (spec 4): isLiked flips and likeCount follows, never below 0. */
export function toggledLike<T extends { isLiked: boolean; likeCount: number }>(post: T): T {
  const isLiked = !post.isLiked;
  return { ...post, isLiked, likeCount: Math.max(0, post.likeCount + (isLiked ? 1 : -1)) };
}

/**
 * Where an upload is shown: an absolute http(s) URL (a signed media link) as it is, an upload's
 * relative path under the site root. Nothing else (a `javascript:` or protocol-relative value)
 * ever becomes a source of its own.
 */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  return `/${path.replace(/^\/+/, '')}`;
}

const SOCIAL_BASES = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
  snapchat: 'https://www.snapchat.com/add/',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_BASES;

/**
 * A member-written social page or link as a safe href: an http(s) URL as written; a bare handle on
 * the network's site; anything else (javascript:, data:) becomes no link at all.
 */
export function socialHref(network: SocialNetwork | null, value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (/^https?:\/\//i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return undefined;
  if (network === null) return /^[\w-]+(\.[\w-]+)+(\/.*)?$/.test(text) ? `https://${text}` : undefined;
  if (/^(www\.)?[\w-]+\.[a-z]{2,}\//i.test(text)) return `https://${text}`;
  return `${SOCIAL_BASES[network]}${encodeURIComponent(text.replace(/^@/, ''))}`;
}

/** The comma-separated lists of a profile (links, channels) as trimmed, non-empty items. */
export const commaList = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
