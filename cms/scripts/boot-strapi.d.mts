import type { ChildProcess } from 'node:child_process';

/** Types of boot-strapi.mjs for the TypeScript e2e harness (e2e-cms/). */
export const cmsDir: string;
export function ensureInstalled(log?: (message: string) => void): boolean;
export function headlessEnv(dataDir: string, extra?: Record<string, string>): NodeJS.ProcessEnv;
export function boot(
  env: NodeJS.ProcessEnv,
  options?: { script?: string; onOutput?: (text: string) => void },
): Promise<{ child: ChildProcess; port: number; log: string[] }>;
export function stopChild(child: ChildProcess): Promise<void>;
