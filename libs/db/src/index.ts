export * from './data-source';
export * from './outbox';
export * from './entities/user.entity';
export * from './entities/used-token.entity';
export * from './entities/option.entity';
export * from './entities/outbox-event.entity';
