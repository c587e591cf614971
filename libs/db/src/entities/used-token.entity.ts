import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The `jti` of every single-use link (verification, reset) that has been used. */
@Entity('used_tokens')
export class UsedTokenEntity {
  @PrimaryColumn('uuid')
  jti!: string;

  @Column('varchar')
  purpose!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'used_at', default: () => 'now()' })
  usedAt!: Date;
}
