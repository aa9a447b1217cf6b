/** Every number of the specs' constants tables, one source for server and client. */

export const PRODUCT_NAME = 'Nahbar';
export const STORAGE_KEY_USER = 'nahbar_user';
export const STORAGE_KEY_ACTIVE_ROOM = 'nahbar_active_room';
export const STORAGE_KEY_OFFLINE_QUEUE = 'nahbar_offline_queue';
/** Ours: the emoji picker's recently used emoji, forgotten at logout as the user is. */
export const STORAGE_KEY_RECENT_EMOJI = 'nahbar_recent_emoji';
export const STORAGE_KEY_COOKIE_CONSENT = 'cookie-consent';
export const STORAGE_KEY_COOKIE_CONSENT_DATE = 'cookie-consent-date';
export const AUTH_CHANGED_EVENT = 'nahbar:auth-changed';

// Accounts (accounts spec §9)
export const AGE_MIN = 18;
export const AGE_MAX = 100;
export const AGE_PICKER_MAX = 99;
export const AGE_PREFERENCE_MIN = 18;
export const AGE_PREFERENCE_MAX = 99;
export const PASSWORD_MIN_LENGTH = 6;
/** Usernames: 3–20 letters, digits, `_`, `.` or `-`; unique ignoring case. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;
export const BIO_MAX_LENGTH = 500;
/** After an account deletion the member lands on / this much later (accounts spec §4, §9). */
export const ACCOUNT_DELETED_REDIRECT_MS = 2000;
export const SESSION_DAYS = 30;
export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// Chat (chat spec §9)
export const OFFLINE_QUEUE_MAX_ITEMS = 100;
export const OFFLINE_QUEUE_MAX_RETRIES = 3;
export const RECONNECT_MAX_ATTEMPTS = 8;
export const RECONNECT_BASE_DELAY_MS = 500;
export const RECONNECT_MULTIPLIER = 1.5;
export const RECONNECT_MAX_DELAY_MS = 15_000;
export const HEALTH_PING_INTERVAL_MS = 30_000;
export const QUEUE_FLUSH_DELAY_MS = 500;
export const RECONNECT_AFTER_GOING_AWAY_MS = 300;
/**
 * Ours: after a 1012 (service restart) the client reconnects at once, after a random wait of up
 * to this long, so the tabs of a restarting instance spread over the others instead of arriving
 * in the same instant (the server spreads its closes too).
 */
export const RESTART_RECONNECT_JITTER_MS = 1000;
export const MISSED_MESSAGES_LIMIT = 100;
export const MESSAGE_PAGE_SIZE = 20;
export const MESSAGE_MAX_LENGTH = 4000;
/** Ours: limits the spec leaves open. */
export const ROOM_NAME_MAX_LENGTH = 50;
export const ROOM_DESCRIPTION_MAX_LENGTH = 500;
export const CLIENT_MESSAGE_ID_MAX_LENGTH = 100;
export const MENTIONS_MAX = 50;
/** Message sequence ids are Postgres `integer`s: none is larger. */
export const SEQUENCE_ID_MAX = 2_147_483_647;
export const PHOTO_FILE_NAME_MAX_LENGTH = 255;
export const PHOTO_URL_MAX_LENGTH = 1000;
export const TYPING_STOP_SENDER_MS = 2000;
export const TYPING_INDICATOR_TIMEOUT_MS = 3000;
export const MENTION_QUERY_MAX_LENGTH = 20;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_RESULT_LIMIT = 10;
export const SEARCH_ALL_TAB_PER_GROUP = 3;
export const SEARCH_SNIPPET_LENGTH = 60;
export const PHOTO_MAX_BYTES = 10_485_760;
export const PHOTO_LAZY_MARGIN_PX = 100;
export const REPORT_DESCRIPTION_MAX_LENGTH = 500;
export const BLOCK_REASON_UI_MAX_LENGTH = 200;
/** Accounts spec §9: the export includes the member's last 1,000 messages. */
export const EXPORT_MESSAGE_LIMIT = 1000;
/** What the server accepts for a block reason (accounts spec §5; the chat UI counts to 200). */
export const BLOCK_REASON_MAX_LENGTH = 500;
export const TEMP_PHOTO_MATCH_WINDOW_MS = 30_000;
export const SCROLL_LOAD_OLDER_PX = 50;
export const SCROLL_AUTO_BOTTOM_PX = 150;
export const MOBILE_KEYBOARD_HEIGHT_RATIO = 0.75;
export const COMPOSER_MAX_HEIGHT_MOBILE_PX = 100;
export const COMPOSER_MAX_HEIGHT_PX = 120;
export const MEMBER_SEARCH_MIN_ONLINE = 4;
/** Accounts spec §2: the friends search box shows when there are more than 3 friends. */
export const FRIEND_SEARCH_MIN_FRIENDS = 4;
/**
 * Ours: friends, requests and blocks change live (the `relations_changed` user event); this
 * slow refetch only mends a missed event, replacing the old client's 5 s and 10 s polls.
 */
export const RELATIONS_FALLBACK_REFETCH_MS = 60_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_HIGH_DURATION_MS = 8000;
/**
 * Toasts stack, newest on top, at most three at once. This departs on purpose from the chat
 * spec table's '1 shown at a time' (the first-week issue): one at a time hid a success behind
 * the failure before it, and queued toasts arrived long after what they reported on.
 */
export const TOASTS_AT_ONCE = 3;
export const LIVE_REGION_CLEAR_MS = 1000;
export const CHAT_DATA_STALE_MS = 30_000;
export const CHAT_DATA_GC_MS = 60_000;
export const WS_MAX_FRAME_BYTES = 64 * 1024;
/**
 * Ours: calls one tRPC request may carry (HTTP batch or socket frame); the server's default cap
 * (CALLS_PER_BATCH), and what the web app's batch link puts in one request at most.
 */
export const TRPC_BATCH_MAX_CALLS = 20;

// Places
export const CITY_SUGGEST_MIN_LENGTH = 2;
export const CITY_SUGGEST_DEBOUNCE_MS = 300;
export const CITY_SUGGEST_LIMIT = 10;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 60_000;
export const USERS_WITH_DISTANCE_DEFAULT_LIMIT = 100;
export const USERS_WITH_DISTANCE_MAX_LIMIT = 500;

// Layout (chat spec §1)
export const BREAKPOINT_SMALL_MOBILE_PX = 480;
export const BREAKPOINT_MOBILE_PX = 768;
export const BREAKPOINT_TABLET_PX = 1024;
export const MEMBERS_PANEL_MIN_PERCENT = 15;
export const MEMBERS_PANEL_MAX_PERCENT = 40;
export const MEMBERS_PANEL_DEFAULT_PERCENT = 25;

/**
 * The public rooms every installation starts with. `key` is stored with the room (`seedKey`)
 * and stays when anything else changes: clients show the description from their text
 * catalogue by it, in the member's language; `description` is the stored fallback.
 */
export const SEED_PUBLIC_ROOMS = [
  { key: 'lobby', name: 'Lobby', description: 'Welcome to Nahbar: say hello!' },
  { key: 'berlin', name: 'Berlin', description: 'For everyone in and around Berlin' },
  { key: 'wien', name: 'Wien', description: 'Für alle in und um Wien' },
  { key: 'zurich', name: 'Zürich', description: 'Für alle in und um Zürich' },
] as const;
export type SeedRoomKey = (typeof SEED_PUBLIC_ROOMS)[number]['key'];

/**
 * Ours: the pixel budget of one photo. 50 megapixels admits every camera photo people share
 * (12–48 MP) and refuses decompression bombs before they are decoded.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** Ours: how many photos one profile may hold. */
export const PROFILE_PHOTOS_MAX = 20;
/** Where served photos live; relative photo URLs are resolved against it (accounts spec §3). */
export const PHOTOS_PATH_PREFIX = '/photos';
