import 'reflect-metadata';
import { loadConfigOrExit } from '@earnwave/config';
import { createApp } from './bootstrap';

async function main() {
  const config = loadConfigOrExit();
  const app = await createApp(config);
  await app.listen(config.port);
}

void main();
