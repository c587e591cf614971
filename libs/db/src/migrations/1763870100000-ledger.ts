import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The double-entry ledger: accounts with a balance projection, transactions under a unique
 * idempotency key, and postings. Ledger rows are append-only (a trigger refuses UPDATE and
 * DELETE), every INSERT of postings must leave each transaction summing to zero, and balances may
 * go below zero only on the platform's source accounts.
 */
export class Ledger1763870100000 implements MigrationInterface {
  name = 'Ledger1763870100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ledger_accounts (
        id varchar(80) PRIMARY KEY,
        member_id uuid REFERENCES users (id),
        balance bigint NOT NULL DEFAULT 0,
        may_go_negative boolean NOT NULL DEFAULT false,
        CONSTRAINT ledger_accounts_balance_non_negative CHECK (may_go_negative OR balance >= 0)
      )`);
    await db.query(`CREATE INDEX ledger_accounts_member_idx ON ledger_accounts (member_id)`);
    await db.query(`
      CREATE TABLE ledger_transactions (
        id uuid PRIMARY KEY,
        type varchar(32) NOT NULL,
        idempotency_key varchar(200) NOT NULL,
        member_id uuid REFERENCES users (id),
        reverses_id uuid REFERENCES ledger_transactions (id),
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_transactions_idempotency_key UNIQUE (idempotency_key),
        CONSTRAINT ledger_transactions_reversed_once UNIQUE (reverses_id)
      )`);
    await db.query(`CREATE INDEX ledger_transactions_member_idx ON ledger_transactions (member_id, created_at)`);
    await db.query(`
      CREATE TABLE ledger_postings (
        id bigserial PRIMARY KEY,
        transaction_id uuid NOT NULL REFERENCES ledger_transactions (id),
        account_id varchar(80) NOT NULL REFERENCES ledger_accounts (id),
        type varchar(32) NOT NULL,
        amount bigint NOT NULL CHECK (amount <> 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX ledger_postings_account_idx ON ledger_postings (account_id, type, created_at)`);
    await db.query(`CREATE INDEX ledger_postings_transaction_idx ON ledger_postings (transaction_id)`);

    await db.query(`
      CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME;
      END $$`);
    for (const table of ['ledger_transactions', 'ledger_postings']) {
      await db.query(`
        CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`);
    }
    // The writer inserts all postings of a transaction in one statement, so a statement-level
    // check over the inserted rows sees whole transactions.
    await db.query(`
      CREATE FUNCTION ledger_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE unbalanced uuid;
      BEGIN
        SELECT transaction_id INTO unbalanced FROM inserted GROUP BY transaction_id HAVING sum(amount) <> 0 LIMIT 1;
        IF unbalanced IS NOT NULL THEN
          RAISE EXCEPTION 'ledger transaction % does not sum to zero', unbalanced;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_balanced()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ledger_postings`);
    await db.query(`DROP TABLE ledger_transactions`);
    await db.query(`DROP TABLE ledger_accounts`);
    await db.query(`DROP FUNCTION ledger_postings_balanced()`);
    await db.query(`DROP FUNCTION ledger_append_only()`);
  }
}
