import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The USDT settings' network becomes a key of `PAYMENT_NETWORKS` (libs/contracts/src/networks.ts)
 * instead of free text, so that withdrawal addresses can be checked for it. A stored text is read as
 * the explorer links read it before (Tron, then Ethereum, BSC, Polygon, Arbitrum by name); anything
 * else becomes `tron`, the network the spec names. The seed's old placeholder wallet, which no
 * address check accepts, becomes the seed's new one.
 */
export class PaymentNetworks1763873400000 implements MigrationInterface {
  name = 'PaymentNetworks1763873400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE options SET option_value = jsonb_set(
        jsonb_set(option_value::jsonb, '{network}', to_jsonb(CASE
          WHEN option_value::jsonb->>'network' ~* 'tron|trc-?20' THEN 'tron'
          WHEN option_value::jsonb->>'network' ~* 'ethereum|erc-?20' THEN 'ethereum'
          WHEN option_value::jsonb->>'network' ~* 'bsc|bep-?20|bnb|binance' THEN 'bsc'
          WHEN option_value::jsonb->>'network' ~* 'polygon|matic' THEN 'polygon'
          WHEN option_value::jsonb->>'network' ~* 'arbitrum' THEN 'arbitrum'
          ELSE 'tron' END)),
        '{wallet}', to_jsonb(CASE option_value::jsonb->>'wallet'
          WHEN 'TQ5pDemoWalletAddressForUsdtTrc20xxxx' THEN 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'
          ELSE option_value::jsonb->>'wallet' END))::text
      WHERE option_key = 'membership_common'`);
  }

  async down(): Promise<void> {
    // The keys stay readable as network names; there is no free text to go back to.
  }
}
