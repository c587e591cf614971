// The anchors `npm run bench:api` measures the API against: a bare NestJS application, production
// mode, no middleware and no logging per request, one JSON route answering what GET balance
// answers. On Express by default (the anchor the target is measured against: where a NestJS user
// starts from), on Fastify with ANCHOR_PLATFORM=fastify (the API's own adapter, bare). Whatever
// the API costs beyond the Fastify one is ours.
//
//   PORT=3000 [ANCHOR_PLATFORM=fastify] node scripts/bench/anchor.mjs
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

const options = { logger: ['error', 'warn'] };
const app =
  process.env.ANCHOR_PLATFORM === 'fastify'
    ? await NestFactory.create(AnchorModule, new (await import('@nestjs/platform-fastify')).FastifyAdapter(), options)
    : await NestFactory.create(AnchorModule, options);
app.enableShutdownHooks();
await app.listen(Number(process.env.PORT), '127.0.0.1');
