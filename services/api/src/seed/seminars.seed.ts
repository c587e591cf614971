import type { MembershipLevelSlug } from '@earnwave/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { SeedRepository } from './infra/seed.repository';

interface DemoMedia {
  key: string;
  title: string;
  mime: string;
  path: string;
  requiredLevel: MembershipLevelSlug;
}

interface DemoSection {
  key: string;
  title: string;
  description: string;
  bannerImage: string;
  media: DemoMedia[];
}

interface DemoSeminar {
  key: string;
  title: string;
  titleBlock: string;
  descriptionBlock: string;
  sections: DemoSection[];
}

/**
 * Two demo seminars (ARCHITECTURE.md, demo data: seminars are seeded always) built from the files
 * the API ships under assets/ (served publicly at /assets/...): nothing is copied. Their media
 * climb the level ladder, so every level sees something locked until it upgrades.
 */
export const DEMO_SEMINARS: DemoSeminar[] = [
  {
    key: 'getting-started',
    title: 'Getting started',
    titleBlock: 'Your first week on the platform',
    descriptionBlock:
      'How membership works, how viewing content earns tokens and how inviting friends grows your chain. ' +
      'Watch the sections in order; higher levels open the advanced lessons.',
    sections: [
      {
        key: 'getting-started/join',
        title: 'Join with a membership',
        description: 'The three membership levels and what each one opens.',
        bannerImage: 'assets/landing/join.svg',
        media: [
          {
            key: 'getting-started/join/video',
            title: 'Welcome video',
            mime: 'video/webm',
            path: 'assets/video/membership.webm',
            requiredLevel: 'bronze',
          },
          {
            key: 'getting-started/join/levels',
            title: 'The levels at a glance',
            mime: 'image/svg+xml',
            path: 'assets/content/image-01.svg',
            requiredLevel: 'bronze',
          },
        ],
      },
      {
        key: 'getting-started/earn',
        title: 'Earn by watching content',
        description: 'Daily commitments: what counts as a view and how the weekly limit works.',
        bannerImage: 'assets/landing/earn.svg',
        media: [
          {
            key: 'getting-started/earn/basics',
            title: 'Viewing basics',
            mime: 'video/webm',
            path: 'assets/content/video-01.webm',
            requiredLevel: 'bronze',
          },
          {
            key: 'getting-started/earn/more',
            title: 'Earning more per view',
            mime: 'video/webm',
            path: 'assets/content/video-02.webm',
            requiredLevel: 'silver',
          },
        ],
      },
      {
        key: 'getting-started/chain',
        title: 'Chain by referring others',
        description: 'Invite friends with your referral link and earn when they join.',
        bannerImage: 'assets/landing/chain.svg',
        media: [
          {
            key: 'getting-started/chain/link',
            title: 'Your referral link',
            mime: 'image/svg+xml',
            path: 'assets/content/image-02.svg',
            requiredLevel: 'bronze',
          },
          {
            key: 'getting-started/chain/strategy',
            title: 'Referral strategies that work',
            mime: 'video/webm',
            path: 'assets/content/video-03.webm',
            requiredLevel: 'gold',
          },
        ],
      },
    ],
  },
  {
    key: 'creator-masterclass',
    title: 'Creator masterclass',
    titleBlock: 'Monetise your own content',
    descriptionBlock: 'Build a profile fans come back to, publish paid posts and earn from messages and gifts.',
    sections: [
      {
        key: 'creator-masterclass/profile',
        title: 'Build your profile',
        description: 'Cover, avatar, category and the links that bring fans to you.',
        bannerImage: 'assets/banner/banner-1.svg',
        media: [
          {
            key: 'creator-masterclass/profile/checklist',
            title: 'Profile checklist',
            mime: 'image/svg+xml',
            path: 'assets/content/image-03.svg',
            requiredLevel: 'silver',
          },
          {
            key: 'creator-masterclass/profile/walkthrough',
            title: 'Profile walkthrough',
            mime: 'video/webm',
            path: 'assets/content/video-04.webm',
            requiredLevel: 'gold',
          },
        ],
      },
      {
        key: 'creator-masterclass/monetise',
        title: 'Monetise your content',
        description: 'Paid posts, paid messages and gifts from fans.',
        bannerImage: 'assets/content/image-04.svg',
        media: [
          {
            key: 'creator-masterclass/monetise/pricing',
            title: 'Pricing your posts',
            mime: 'image/svg+xml',
            path: 'assets/content/image-05.svg',
            requiredLevel: 'gold',
          },
          {
            key: 'creator-masterclass/monetise/cash',
            title: 'Cash level: going full time',
            mime: 'video/webm',
            path: 'assets/video/membership.webm',
            requiredLevel: 'cash',
          },
        ],
      },
    ],
  },
];

/**
 * Adds the demo seminars, sections and media that are missing, by their seed keys; an
 * administrator's later edits are never overwritten. Answers how many seminars were added.
 */
export async function seedSeminars(manager: EntityManager, seeds: SeedRepository): Promise<number> {
  let added = 0;
  for (const [seminarOrder, seminar] of DEMO_SEMINARS.entries()) {
    added += await seeds.insertMissingSeminar(manager, { ...seminar, id: randomUUID(), sortOrder: seminarOrder });
    for (const [sectionOrder, section] of seminar.sections.entries()) {
      await seeds.insertMissingSeminarSection(manager, {
        ...section,
        id: randomUUID(),
        seminarKey: seminar.key,
        sortOrder: sectionOrder,
      });
      for (const [mediaOrder, media] of section.media.entries()) {
        await seeds.insertMissingSeminarMedium(manager, {
          ...media,
          id: randomUUID(),
          sectionKey: section.key,
          sortOrder: mediaOrder,
        });
      }
    }
  }
  return added;
}
