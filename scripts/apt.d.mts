// Types of apt.mjs, for the TypeScript that imports it.
interface AptOptions {
  env?: Record<string, string | undefined>;
  debian?: boolean;
  root?: boolean;
}
export declare const isExecutable: (file: string) => boolean;
export declare const onPath: (command: string, searchPath: string | undefined) => string | undefined;
export declare const isDebian: () => boolean;
export declare const isRoot: () => boolean;
export declare function canInstallWithApt(options?: AptOptions): boolean;
export declare function aptInstall(pkg: string): void;
