// Types of nginx.mjs, for the TypeScript that imports it (the jest run).
interface NginxOptions {
  searchPath?: string;
  env?: Record<string, string | undefined>;
  debian?: boolean;
  root?: boolean;
}
export declare function findNginx(options?: NginxOptions): string | undefined;
export declare function nginxInstallHint(options?: NginxOptions): string;
export declare function findOrInstallNginx(options?: NginxOptions): string;
