/** Types of admin-build.mjs for the TypeScript callers (e2e-cms/global-setup.ts). */
export function ensureAdminBuilt(options?: { env?: NodeJS.ProcessEnv; log?: (message: string) => void }): {
  built: boolean;
  ms: number;
};
