import type { AddressInfo } from 'node:net';
import { TestPlatform, type PlatformOptions } from '../../services/api/test/support/platform';

/**
 * The whole platform for browser journeys: the real API (serving the built web client at `/` and
 * the admin console at `/admin`) and worker, listening on an ephemeral port of this machine.
 */
export async function startServedPlatform(
  options: PlatformOptions = {},
): Promise<{ platform: TestPlatform; baseURL: string }> {
  const platform = await TestPlatform.start(options);
  await platform.app.listen(0, '127.0.0.1');
  const { port } = platform.app.getHttpServer().address() as AddressInfo;
  return { platform, baseURL: `http://127.0.0.1:${port}` };
}
