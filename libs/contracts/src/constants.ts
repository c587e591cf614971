/** The product's name, set here once (page titles, mail, API docs). */
export const APP_NAME = 'Earnwave';

/** Business constants of spec section 9, by the spec's names. */
export const FREE_MEMBERSHIP_MONTHS = 12;
export const FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS = 10;
export const FREE_RECEIPT = 'FREE';
/** A paid membership's term; the spec gives 12 months for the free one and we keep paid ones alike. */
export const PAID_MEMBERSHIP_MONTHS = 12;
export const WITHDRAWAL_FEE_CREDITS = 4;
export const CREDIT_PURCHASE_FEE_CREDITS = 4;
export const WALLET_ADDRESS_MAX_LENGTH = 150;
export const DEFAULT_STATS_DAYS = 14;
export const REFERRAL_GOAL = 3;
/** The largest referral multiplier a level may carry: a reward never exceeds what came in. */
export const REFERRAL_MULTIPLIER_MAX = 1;
export const DAILY_VIEWS_GOAL = 12;
/** Level multipliers: upgrading gives this many times the tokens per view and the referral reward. */
export const LEVEL_UPGRADE_MULTIPLIER = 10;
export const LATEST_REFERRALS_SHOWN = 3;
export const CONTENT_LIST_LIMIT = 50;
export const CONTENT_VIEW_MIN_SECONDS = 10;
export const CHAT_PAGE_SIZE = 10;
export const POSTS_PAGE_SIZE = 10;
/** The page sizes the generic pager offers (spec 9: "defaults to 5, 10, 15"); task pages have TASK_PAGE_SIZES. */
export const PAGER_PAGE_SIZES = [5, 10, 15] as const;
export const GIFT_MIN_CREDITS = 1;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Account rules the spec leaves to the server (ARCHITECTURE.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const VERIFY_LINK_TTL_SECONDS = 24 * 60 * 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** A withdrawal's mailed cancel link works this long (and only while the request is pending). */
export const WITHDRAWAL_CANCEL_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A session (one sign-in) ends after this long without a request, and this long after it began. */
export const SESSION_IDLE_SECONDS = 24 * 60 * 60;
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** What a session keeps of the device that signed in: its user agent, cut to this length. */
export const SESSION_USER_AGENT_MAX_LENGTH = 255;
