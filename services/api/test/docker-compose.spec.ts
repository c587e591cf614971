import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

/**
 * docker-compose.yml as far as it can be checked without a Docker engine (none runs in CI): the
 * scaled-out shape, N APIs and workers behind a sticky proxy, after one migration.
 */
describe('docker-compose.yml', () => {
  const root = path.resolve(__dirname, '../../..');
  const compose = load(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, Record<string, unknown> & { depends_on?: Record<string, { condition: string }> }>;
    volumes: Record<string, unknown>;
  };
  const { api, worker, migrate, proxy } = compose.services;

  it('runs several APIs and workers, started once the one-shot migration has succeeded', () => {
    expect(api.deploy).toEqual({ replicas: '${API_REPLICAS:-2}' });
    expect(worker.deploy).toEqual({ replicas: '${WORKER_REPLICAS:-2}' });
    for (const service of [api, worker]) {
      expect(service.depends_on).toEqual({ migrate: { condition: 'service_completed_successfully' } });
    }
    expect(migrate.command).toEqual(['sh', '-c', expect.stringMatching(/cli\.js migrate && .*cli\.js seed$/)]);
    expect(api.command).toEqual(['node', 'services/api/dist/main.js']);
  });

  // Docker is what restarts a crashed API or worker here (the launcher does it for `npm start`).
  it('restarts every long-running service that stops unexpectedly, and never the one-shot migration', () => {
    const restarts = Object.fromEntries(Object.entries(compose.services).map(([name, svc]) => [name, svc.restart]));
    expect(restarts).toEqual({
      postgres: 'unless-stopped',
      redis: 'unless-stopped',
      maildev: 'unless-stopped',
      migrate: 'no',
      api: 'unless-stopped',
      worker: 'unless-stopped',
      proxy: 'unless-stopped',
    });
  });

  it('keeps /metrics and /api/docs closed: production defaults, a scraper token passed through when given', () => {
    // js-yaml keeps the `<<: *app-environment` merge key as it is: the shared part of the environment.
    const { '<<': shared, ...own } = api.environment as Record<string, string> & { '<<': Record<string, string> };
    const env = { ...shared, ...own };
    expect(env).toMatchObject({ NODE_ENV: 'production', METRICS_TOKEN: '${METRICS_TOKEN:-}' });
    expect(env).not.toHaveProperty('METRICS_ACCESS');
    expect(env).not.toHaveProperty('API_DOCS_ACCESS');
  });

  it('publishes only the proxy, which believes one hop and shares uploads across the replicas', () => {
    expect(api.ports).toBeUndefined();
    expect(proxy.ports).toEqual(['3000:80']);
    expect(api.environment).toMatchObject({ TRUST_PROXY: '1', UPLOAD_DIR: '/app/uploads' });
    expect(api.volumes).toEqual(['uploads:/app/uploads']);
    expect(Object.keys(compose.volumes)).toContain('uploads');
    // service_healthy needs a health check on the API, or `docker compose up` refuses to start.
    expect(proxy.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    expect(api.healthcheck).toMatchObject({ test: expect.arrayContaining([expect.stringContaining('/api/health')]) });
  });

  it('builds every service from a stage of the root Dockerfile, whose copies land in folders it made', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);
    const built = Object.values(compose.services).filter((service) => service.build);
    expect(built.length).toBeGreaterThanOrEqual(3);
    for (const { build } of built) expect(stages).toContain((build as { target: string }).target);
    // `cp --parents` into a folder that does not exist fails the build.
    for (const out of new Set([...dockerfile.matchAll(/ (\/out-\w+)\//g)].map((match) => match[1]))) {
      expect(dockerfile).toMatch(new RegExp(`mkdir [^\\n]*${out}\\b`));
    }
  });

  it("keeps each client on one API replica and passes socket.io's websocket upgrade", () => {
    const [mount] = proxy.volumes as string[];
    const conf = readFileSync(path.join(root, mount.split(':')[0]), 'utf8');
    expect(conf).toMatch(/upstream earnwave_api \{[^}]*\bip_hash;[^}]*server api:3000;/);
    expect(conf).toMatch(/proxy_pass http:\/\/earnwave_api;/);
    expect(conf).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });
});
