import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Settings the administrator edits; `optionValue` is JSON text, except HTML options. */
@Entity('options')
export class OptionEntity {
  @PrimaryColumn('varchar', { name: 'option_key' })
  optionKey!: string;

  @Column('text', { name: 'option_value' })
  optionValue!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
