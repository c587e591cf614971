/**
 * The demo accounts a development database is seeded with (never in test or production), so that
 * a newcomer who runs `npm start` can try every flow at once. Fixed development passwords, printed
 * by the seed and by `npm start`; the addresses share the development administrator's domain.
 * No imports: scripts/launch.mjs reads this file from dist to print the logins.
 */
export const DEMO_ACCOUNTS = {
  member: { name: 'Demo Member', email: 'demo.member@earnwave.local', password: 'Demo-Member-2026', role: 'member' },
  creator: {
    name: 'Demo Creator',
    email: 'demo.creator@earnwave.local',
    password: 'Demo-Creator-2026',
    role: 'member_advertiser',
  },
  advertiser: {
    name: 'Demo Advertiser',
    email: 'demo.advertiser@earnwave.local',
    password: 'Demo-Advertiser-2026',
    role: 'advertiser',
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
