import { parseConfig } from '@earnwave/config';
import { postEntries, PostgresUnitOfWork } from '@earnwave/db';
import { PLATFORM, taskEscrow, transfer } from '@earnwave/domain';
import { contractDatabase, InMemoryUnitOfWork } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { PostgresTaskPerformances } from './task-performances';
import { taskPerformancesContract } from './task-performances.contract';
import { InMemoryTaskPerformances } from './task-performances.fake';
import { TaskProofsRepository } from './task-proofs.repository';
import { TasksRepository } from './tasks.repository';

const database = contractDatabase();
const ROW_TYPES = ['image', 'url'];

taskPerformancesContract('PostgresTaskPerformances', () => {
  const db = database.dataSource();
  const config = parseConfig({});
  return {
    tasks: new PostgresTaskPerformances(new TasksRepository(db, config), new TaskProofsRepository(db, config)),
    unitOfWork: new PostgresUnitOfWork(db),
    member: () => database.user(),
    async task(ownerId, leads, costPerLead, escrow) {
      const id = randomUUID();
      await db.transaction(async (manager) => {
        await manager.query(
          `INSERT INTO tasks (id, owner_id, business_name, no_of_leads, cost_per_lead, total_cost, logo_image,
                              background_image, status)
           VALUES ($1, $2, 'A business', $3, $4, $5, 'logo.png', 'background.png', 'ACCEPTED')`,
          [id, ownerId, leads, costPerLead.toString(), (costPerLead * BigInt(leads)).toString()],
        );
        for (const [order, type] of ROW_TYPES.entries()) {
          const option = randomUUID();
          await manager.query(
            `INSERT INTO task_pricing_options (id, title, type, is_task_type, no_of_cost, no_of_rewards)
             VALUES ($1, $2, $2, true, 100, 80)`,
            [option, type],
          );
          await manager.query(
            `INSERT INTO task_assigned_prices (id, task_id, task_pricing_id, title, type, is_task_type, no_of_cost,
                                               no_of_rewards, sort_order)
             VALUES ($1, $2, $3, $4, $4, true, 100, 80, $5)`,
            [randomUUID(), id, option, type, order],
          );
        }
        await postEntries(manager, [
          transfer('task_payment', `escrow:${id}`, PLATFORM.deposits, taskEscrow(id), escrow),
        ]);
      });
      return id;
    },
  };
});

taskPerformancesContract('InMemoryTaskPerformances', () => {
  const tasks = new InMemoryTaskPerformances();
  return {
    tasks,
    unitOfWork: new InMemoryUnitOfWork(),
    member: async () => randomUUID(),
    async task(ownerId, noOfLeads, costPerLead, escrow) {
      const id = randomUUID();
      tasks.publish(
        { id, ownerId, noOfLeads, costPerLead },
        ROW_TYPES.map((type) => ({ taskPricingId: randomUUID(), type })),
        escrow,
      );
      return id;
    },
  };
});
