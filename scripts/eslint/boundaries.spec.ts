import { lint, lintFixtures, verdict, type Fixture, type Linted } from './lint-fixtures';

/**
 * The boundaries between the parts hold because ESLint refuses to cross them (eslint.config.mjs,
 * docs/architecture.md): each fixture below is a file placed where a rule applies, whose lines
 * marked `// refused` must be reported by that rule and whose other lines must pass; and the tree
 * itself crosses none.
 */
const FIXTURES: Fixture[] = [
  {
    rule: 'libs/domain imports no framework',
    filePath: 'libs/domain/src/boundary-fixture.ts',
    code: [
      `import { Injectable } from '@nestjs/common'; // refused`,
      `import { DataSource } from 'typeorm'; // refused`,
      `import { Queue } from 'bullmq'; // refused`,
      `import Redis from 'ioredis'; // refused`,
      `import express from 'express'; // refused`,
      `import { useState } from 'react'; // refused`,
      `import { parseCredits } from '@earnwave/money';`,
      `import { ROLES } from '@earnwave/contracts';`,
    ],
  },
  {
    rule: 'libs/contracts imports no framework, nor libs/db, nor the services',
    filePath: 'libs/contracts/src/boundary-fixture.ts',
    code: [
      `import { Module } from '@nestjs/common'; // refused`,
      `import { UserEntity } from '@earnwave/db'; // refused`,
      `import { outbox } from '../../db/src/outbox'; // refused`,
      `import { AppModule } from '../../../services/api/src/app.module'; // refused`,
      `import { createWorker } from '@earnwave/worker'; // refused`,
      `import { QUEUES } from './queues';`,
    ],
  },
  {
    rule: 'the test kit imports no service',
    filePath: 'libs/testing/src/kit/boundary-fixture.ts',
    code: [
      `import { TestPlatform } from '../../../../services/api/test/support/platform'; // refused`,
      `import { createWorker } from '@earnwave/worker'; // refused`,
      `import { createApp } from '@earnwave/api'; // refused`,
      `import { verifyLedger } from '@earnwave/db';`,
      `import { bearer } from './members';`,
    ],
  },
  {
    rule: 'the API does not import the worker',
    filePath: 'services/api/src/common/boundary-fixture.ts',
    code: [
      `import { createWorker } from '@earnwave/worker'; // refused`,
      `import { OutboxRelayService } from '../../../worker/src/outbox/outbox-relay.service'; // refused`,
      `import { dataSourceOptions } from '@earnwave/db';`,
    ],
  },
  {
    rule: 'the worker does not import the API',
    filePath: 'services/worker/src/boundary-fixture.ts',
    code: [
      `import { createApp } from '@earnwave/api'; // refused`,
      `import { TasksModule } from '../../api/src/modules/tasks'; // refused`,
      `import { appendOutbox } from '@earnwave/db';`,
    ],
  },
  {
    rule: 'API modules import each other only through their index.ts',
    filePath: 'services/api/src/modules/tasks/http/boundary-fixture.ts',
    code: [
      `import { WalletQueries } from '../../wallet/queries/wallet.queries'; // refused`,
      `import { SessionsRevokedEvent } from '../../accounts/events/sessions-revoked.event'; // refused`,
      `export { LedgerQueries } from '../../ledger/queries/ledger.queries'; // refused`,
      `import { WalletModule } from '../../wallet';`,
      `import { OptionsService } from '../../options/index';`,
      `import { TasksQueries } from '../queries/tasks.queries';`,
      `import { sendPage } from '../../../common/simple-rest/list-query';`,
    ],
  },
  {
    rule: 'a handler leaves its SQL to the repository',
    filePath: 'services/api/src/modules/tasks/commands/boundary-fixture.ts',
    code: [
      `declare const manager: { query(sql: string): Promise<unknown> };`,
      `declare const sql: string;`,
      `void manager.query(sql); // refused`,
    ],
  },
  {
    rule: "a repository holds its module's SQL, in an infra/ folder",
    filePath: 'services/worker/src/outbox/infra/boundary-fixture.repository.ts',
    code: [`declare const manager: { query(sql: string): Promise<unknown> };`, `void manager.query('SELECT 1');`],
  },
  {
    rule: 'a repository outside infra/ holds no SQL',
    filePath: 'services/worker/src/outbox/boundary-fixture.repository.ts',
    code: [
      `declare const manager: { query(sql: string): Promise<unknown> };`,
      `declare const sql: string;`,
      `void manager.query(sql); // refused`,
      'export const page = `SELECT id FROM outbox WHERE sent_at IS NULL`; // refused',
    ],
  },
  {
    rule: 'SQL text stands in no query class, controller or handler',
    filePath: 'services/api/src/modules/wallet/queries/boundary-fixture.ts',
    code: [
      'export const page = `SELECT id FROM gifts WHERE receiver_id = $1`; // refused',
      `export const spend = '  update ledger_accounts SET balance = 0'; // refused`,
      'export const recent = `WITH last AS (SELECT 1) SELECT * FROM last`; // refused',
      `export const gift = "INSERT INTO gifts DEFAULT VALUES"; // refused`,
      'export const gone = `\tDELETE FROM gifts WHERE id = ${page}`; // refused',
      `export const columns = 'u.name AS member_name, u.email AS member_email';`,
      'export const said = `with ${page} as the reason`;',
      `export const path = 'update/:id';`,
    ],
  },
  {
    rule: "a module's repository holds its SQL text",
    filePath: 'services/api/src/modules/wallet/infra/boundary-fixture.repository.ts',
    code: ['export const page = `SELECT id FROM gifts WHERE receiver_id = $1`;'],
  },
  {
    rule: 'code outside the API modules reaches them only through their index.ts',
    filePath: 'services/api/src/seed/boundary-fixture.ts',
    code: [
      `import { memberRef } from '../modules/profiles/profile-answers'; // refused`,
      `import { ProfilesModule } from '../modules/profiles';`,
    ],
  },
  {
    rule: "the API's tests drive the worker only through its entry point",
    filePath: 'services/api/test/boundary-fixture.ts',
    code: [
      `import { MaintenanceService } from '../../worker/src/processors/maintenance/maintenance.service'; // refused`,
      `import { createWorker } from '@earnwave/worker';`,
    ],
  },
  {
    rule: 'the member client never imports server code',
    filePath: 'web/src/pages/boundary-fixture.tsx',
    code: [
      `import { UserEntity } from '@earnwave/db'; // refused`,
      `import { loadConfig } from '@earnwave/config'; // refused`,
      `import { TASK_MSG } from '../../../services/api/src/modules/tasks'; // refused`,
      `import { MSG } from '@earnwave/contracts';`,
      `import { formatCredits } from '@earnwave/money';`,
      `import { weeklyWindow } from '@earnwave/domain';`,
    ],
  },
  {
    rule: "a page's folder imports no other page's folder, only its own and the shared ones",
    filePath: 'web/src/pages/network/boundary-fixture.tsx',
    code: [
      `import { postOf } from '../profile/fixtures'; // refused`,
      `import { MembershipPage } from '../membership'; // refused`,
      `import { NetworkPage } from '.';`,
      `import { BalanceCard } from '../../components/balance/balance-card';`,
      `import { useLoad } from '../../hooks/use-load';`,
    ],
  },
  {
    rule: 'a handler, query class or controller injects no DataSource',
    filePath: 'services/api/src/modules/wallet/commands/boundary-fixture.ts',
    code: [
      `import { InjectDataSource } from '@nestjs/typeorm'; // refused`,
      `import { DataSource } from 'typeorm'; // refused`,
      `import type { EntityManager } from 'typeorm';`,
      `import { UnitOfWork } from '@earnwave/db';`,
    ],
  },
  {
    rule: 'the admin console never imports server code',
    filePath: 'admin/src/boundary-fixture.ts',
    code: [
      `import { AppModule } from '@earnwave/api'; // refused`,
      `import { verifyLedger } from '../../libs/db/src'; // refused`,
      `import { MSG } from '@earnwave/contracts';`,
    ],
  },
];

describe('the boundaries between the parts, as ESLint enforces them', () => {
  let linted: Linted;

  beforeAll(async () => {
    linted = await lintFixtures(FIXTURES);
  }, 120_000);

  it.each(FIXTURES.map((fixture, index) => [fixture.rule, index] as const))('%s', (_rule, index) => {
    const { refused, problems } = verdict(linted, FIXTURES[index], (line) => line.endsWith('// refused'));
    expect(problems.map((problem) => problem.line)).toEqual(refused);
    expect(
      problems.every((problem) =>
        /^(no-restricted-imports|no-restricted-syntax|earnwave\/boundaries)$/.test(problem.ruleId),
      ),
    ).toBe(true);
  });

  it('explains a module crossing with the import to use instead', () => {
    const problems = linted.find((result) => result.filePath.startsWith('services/api/src/modules/'))!.problems;
    expect(problems[0].message).toBe(
      "'../../wallet/queries/wallet.queries' reaches inside the wallet module: import what it exports from its index.ts ('../../wallet').",
    );
  });

  it('finds no crossing in the tree', async () => {
    const tree = await lint({ tree: ['libs/domain', 'libs/contracts', 'libs/testing', 'services', 'web', 'admin'] });
    expect(tree.length).toBeGreaterThan(100);
    expect(tree.filter((result) => result.problems.length)).toEqual([]);
  }, 300_000);
});
