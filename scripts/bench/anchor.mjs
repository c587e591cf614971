// The anchor `npm run bench:api` measures the API against: a bare NestJS application on the same
// Express adapter, production mode, no middleware and no logging per request, one JSON route
// answering what GET balance answers. Whatever the API costs beyond this is ours.
//
//   PORT=3000 node scripts/bench/anchor.mjs
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class AnchorController {
  balance() {
    return { success: true, message: '', data: { balance: 5 } };
  }
}
Controller()(AnchorController);
Get('api/anchor')(
  AnchorController.prototype,
  'balance',
  Object.getOwnPropertyDescriptor(AnchorController.prototype, 'balance'),
);

class AnchorModule {}
Module({ controllers: [AnchorController] })(AnchorModule);

const app = await NestFactory.create(AnchorModule, { logger: ['error', 'warn'] });
app.enableShutdownHooks();
await app.listen(Number(process.env.PORT), '127.0.0.1');
