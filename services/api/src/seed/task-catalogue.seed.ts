import { URL_PRICING_TYPE } from '@earnwave/contracts';
import { parseCredits } from '@earnwave/money';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { SeedRepository } from './infra/seed.repository';

/**
 * The task catalogues an owner chooses from: what members do (task-type rows: a screenshot, or a
 * web address for the url type) and what advertising an owner buys (rows that are not task-type:
 * an image or video shown to members, priced by the chosen impression option). Costs are per lead,
 * in credits; rewards are what the member earns, never above the cost.
 */
const PRICING_OPTIONS = [
  {
    key: 'follow-social',
    title: 'Follow our social media page',
    type: 'screenshot',
    isTaskType: true,
    cost: '2',
    reward: '1.5',
  },
  {
    key: 'like-share-post',
    title: 'Like and share our post',
    type: 'screenshot',
    isTaskType: true,
    cost: '1.5',
    reward: '1',
  },
  {
    key: 'app-install',
    title: 'Install our app and open it',
    type: 'screenshot',
    isTaskType: true,
    cost: '3',
    reward: '2',
  },
  { key: 'write-review', title: 'Write a review', type: URL_PRICING_TYPE, isTaskType: true, cost: '4', reward: '3' },
  {
    key: 'visit-website',
    title: 'Visit our website and sign up',
    type: URL_PRICING_TYPE,
    isTaskType: true,
    cost: '2.5',
    reward: '2',
  },
  { key: 'banner-ad', title: 'Banner advertisement', type: 'image', isTaskType: false, cost: '5', reward: '1' },
  { key: 'video-ad', title: 'Video advertisement', type: 'video', isTaskType: false, cost: '8', reward: '2' },
] as const;

const IMPRESSION_OPTIONS = [
  { key: 'impressions-1000', cost: '5', impressions: 1000 },
  { key: 'impressions-2500', cost: '10', impressions: 2500 },
  { key: 'impressions-5000', cost: '18', impressions: 5000 },
  { key: 'impressions-10000', cost: '30', impressions: 10000 },
] as const;

/** Adds the options that are missing; an administrator's later edits are never overwritten. */
export async function seedTaskCatalogue(manager: EntityManager, seeds: SeedRepository): Promise<number> {
  const pricings = await seeds.insertMissingPricingOptions(
    manager,
    PRICING_OPTIONS.map((option, index) => ({
      ...option,
      id: randomUUID(),
      cost: parseCredits(option.cost).toString(),
      reward: parseCredits(option.reward).toString(),
      sortOrder: index,
    })),
  );
  const impressions = await seeds.insertMissingImpressionOptions(
    manager,
    IMPRESSION_OPTIONS.map((option) => ({ ...option, id: randomUUID(), cost: parseCredits(option.cost).toString() })),
  );
  return pricings + impressions;
}
