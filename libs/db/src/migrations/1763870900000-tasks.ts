import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tasks (ARCHITECTURE.md, earning rules, tasks): the two catalogues an owner chooses from, the
 * files members and owners uploaded, tasks with their assigned prices (costs and rewards copied
 * from the catalogue, fixed once created) and their payment, the leads members took, and the
 * proofs they sent. Money is micro-credits; the escrow itself lives in the ledger
 * (`task:{id}:escrow`).
 */
export class Tasks1763870900000 implements MigrationInterface {
  name = 'Tasks1763870900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE task_pricing_options (
        id uuid PRIMARY KEY,
        title varchar(120) NOT NULL,
        type varchar(20) NOT NULL,
        is_task_type boolean NOT NULL,
        no_of_cost bigint NOT NULL CHECK (no_of_cost > 0),
        no_of_rewards bigint NOT NULL CHECK (no_of_rewards > 0),
        enabled boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        seed_key varchar(60) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT task_pricing_options_reward_within_cost CHECK (no_of_rewards <= no_of_cost)
      )`);
    await db.query(`
      CREATE TABLE impression_cost_options (
        id uuid PRIMARY KEY,
        no_of_cost bigint NOT NULL CHECK (no_of_cost > 0),
        impressions integer NOT NULL CHECK (impressions > 0),
        enabled boolean NOT NULL DEFAULT true,
        seed_key varchar(60) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE uploads (
        relative_path varchar(200) PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        file_type varchar(10) NOT NULL CHECK (file_type IN ('image', 'video', 'audio')),
        format_type varchar(10) NOT NULL,
        size integer NOT NULL CHECK (size > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX uploads_owner_idx ON uploads (owner_id, created_at)`);
    await db.query(`
      CREATE TABLE tasks (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL REFERENCES users (id),
        business_name varchar(120) NOT NULL,
        task_location varchar(200),
        no_of_leads integer NOT NULL CHECK (no_of_leads > 0),
        cost_per_lead bigint NOT NULL CHECK (cost_per_lead > 0),
        total_cost bigint NOT NULL,
        logo_image varchar(200) NOT NULL,
        background_image varchar(200) NOT NULL,
        status varchar(10) NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED')),
        reserved_leads integer NOT NULL DEFAULT 0,
        completed_at timestamptz,
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tasks_total_is_leads_times_cost CHECK (total_cost = cost_per_lead * no_of_leads),
        CONSTRAINT tasks_reserved_within_leads CHECK (reserved_leads >= 0 AND reserved_leads <= no_of_leads)
      )`);
    await db.query(`CREATE INDEX tasks_owner_idx ON tasks (owner_id, created_at)`);
    await db.query(`CREATE INDEX tasks_listed_idx ON tasks (created_at) WHERE status = 'ACCEPTED'`);
    await db.query(`
      CREATE TABLE task_assigned_prices (
        id uuid PRIMARY KEY,
        task_id uuid NOT NULL REFERENCES tasks (id),
        task_pricing_id uuid NOT NULL REFERENCES task_pricing_options (id),
        title varchar(120) NOT NULL,
        type varchar(20) NOT NULL,
        is_task_type boolean NOT NULL,
        no_of_cost bigint NOT NULL CHECK (no_of_cost > 0),
        no_of_rewards bigint NOT NULL CHECK (no_of_rewards > 0),
        impression_id uuid REFERENCES impression_cost_options (id),
        impressions integer,
        task_description text,
        relative_path varchar(500),
        file_type varchar(10),
        format_type varchar(10),
        sort_order integer NOT NULL,
        CONSTRAINT task_assigned_prices_once UNIQUE (task_id, task_pricing_id),
        CONSTRAINT task_assigned_prices_reward_within_cost CHECK (no_of_rewards <= no_of_cost)
      )`);
    await db.query(`
      CREATE TABLE task_payments (
        id uuid PRIMARY KEY,
        task_id uuid NOT NULL UNIQUE REFERENCES tasks (id),
        member_id uuid NOT NULL REFERENCES users (id),
        method varchar(10) NOT NULL CHECK (method IN ('balance', 'usdt')),
        amount bigint NOT NULL CHECK (amount > 0),
        payment_date date NOT NULL,
        txid varchar(128),
        status varchar(10) NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
        rejection_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        CONSTRAINT task_payments_usdt_has_txid CHECK (method = 'balance' OR txid IS NOT NULL)
      )`);
    await db.query(`CREATE INDEX task_payments_status_idx ON task_payments (status, created_at)`);
    await db.query(`
      CREATE TABLE task_performances (
        id uuid PRIMARY KEY,
        task_id uuid NOT NULL REFERENCES tasks (id),
        member_id uuid NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT task_performances_one_lead_per_member UNIQUE (task_id, member_id)
      )`);
    await db.query(`CREATE INDEX task_performances_member_idx ON task_performances (member_id)`);
    await db.query(`
      CREATE TABLE task_proofs (
        id uuid PRIMARY KEY,
        task_id uuid NOT NULL REFERENCES tasks (id),
        performance_id uuid NOT NULL REFERENCES task_performances (id),
        assigned_price_id uuid NOT NULL REFERENCES task_assigned_prices (id),
        member_id uuid NOT NULL REFERENCES users (id),
        screenshot varchar(500) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
        rejection_message text,
        decided_by varchar(10) CHECK (decided_by IN ('owner', 'admin', 'timer')),
        decided_by_id uuid REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        settled_at timestamptz,
        received_notice_at timestamptz,
        decision_notice_at timestamptz,
        CONSTRAINT task_proofs_decided CHECK ((status = 'PENDING') = (decided_at IS NULL)),
        CONSTRAINT task_proofs_rejection_has_message CHECK (status <> 'REJECTED' OR rejection_message IS NOT NULL),
        CONSTRAINT task_proofs_settled_when_approved CHECK (settled_at IS NULL OR status = 'APPROVED')
      )`);
    // One proof per member and pricing at a time: a rejected one may be sent again.
    await db.query(`
      CREATE UNIQUE INDEX task_proofs_one_live ON task_proofs (performance_id, assigned_price_id)
      WHERE status <> 'REJECTED'`);
    await db.query(`CREATE INDEX task_proofs_task_idx ON task_proofs (task_id, created_at)`);
    await db.query(`CREATE INDEX task_proofs_pending_idx ON task_proofs (created_at) WHERE status = 'PENDING'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE task_proofs`);
    await db.query(`DROP TABLE task_performances`);
    await db.query(`DROP TABLE task_payments`);
    await db.query(`DROP TABLE task_assigned_prices`);
    await db.query(`DROP TABLE tasks`);
    await db.query(`DROP TABLE uploads`);
    await db.query(`DROP TABLE impression_cost_options`);
    await db.query(`DROP TABLE task_pricing_options`);
  }
}
