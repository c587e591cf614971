import { STARTED } from './global-setup';
import { stopTestServices, type StartedServices } from './test-services';

/** jest's globalTeardown: stops what global-setup.ts started, nothing else. */
export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as typeof globalThis & { [STARTED]?: StartedServices })[STARTED];
  if (started) await stopTestServices(started);
}
