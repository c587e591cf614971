import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat between two members (spec 3 Chat and Message): one chat per unordered pair, the state of
 * each participant (paid messages left; a delete hides the chat from the list until a new message
 * arrives and hides for good the messages up to `cleared_seq`), the messages in `seq` order, and
 * the renewals that bought paid messages (each tied to its ledger spend by the spend's key).
 */
export class Chat1763871400000 implements MigrationInterface {
  name = 'Chat1763871400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE chats (
        id uuid PRIMARY KEY,
        sender_id uuid NOT NULL REFERENCES users (id),
        receiver_id uuid NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz,
        CONSTRAINT chats_not_oneself CHECK (sender_id <> receiver_id)
      )`);
    // One chat per pair, whoever started it: a second start answers the same chat.
    await db.query(
      `CREATE UNIQUE INDEX chats_pair_key ON chats (least(sender_id, receiver_id), greatest(sender_id, receiver_id))`,
    );
    await db.query(`
      CREATE TABLE chat_members (
        chat_id uuid NOT NULL REFERENCES chats (id),
        member_id uuid NOT NULL REFERENCES users (id),
        other_member_id uuid NOT NULL REFERENCES users (id),
        paid_messages_left integer NOT NULL DEFAULT 0 CHECK (paid_messages_left >= 0),
        hidden_at timestamptz,
        cleared_seq bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (chat_id, member_id),
        CONSTRAINT chat_members_not_oneself CHECK (member_id <> other_member_id)
      )`);
    await db.query(`CREATE INDEX chat_members_member_idx ON chat_members (member_id) WHERE hidden_at IS NULL`);
    await db.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        chat_id uuid NOT NULL REFERENCES chats (id),
        sender_id uuid NOT NULL REFERENCES users (id),
        body text NOT NULL,
        attachments jsonb NOT NULL DEFAULT '[]',
        paid boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await db.query(`CREATE INDEX chat_messages_chat_idx ON chat_messages (chat_id, seq DESC)`);
    await db.query(`
      CREATE TABLE chat_renewals (
        id uuid PRIMARY KEY,
        chat_id uuid NOT NULL REFERENCES chats (id),
        payer_id uuid NOT NULL REFERENCES users (id),
        receiver_id uuid NOT NULL REFERENCES users (id),
        amount bigint NOT NULL CHECK (amount > 0),
        spend_key varchar(200) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX chat_renewals_chat_idx ON chat_renewals (chat_id, payer_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE chat_renewals`);
    await db.query(`DROP TABLE chat_messages`);
    await db.query(`DROP TABLE chat_members`);
    await db.query(`DROP TABLE chats`);
  }
}
