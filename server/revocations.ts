import type { Redis } from 'ioredis';
import { StrapiError } from './errors';

/**
 * Login tokens signed out before they expire (their `jti`): in this process's memory, or in Redis (`REDIS_URL`) so
 * that every process behind a balancer refuses a token one of them revoked. An entry lives until its token would
 * have expired anyway.
 */
export interface Revocations {
  revoke(jti: string, expiresAt: number): Promise<void>;
  isRevoked(jti: string): Promise<boolean>;
}

export class MemoryRevocations implements Revocations {
  private readonly until = new Map<string, number>();

  async revoke(jti: string, expiresAt: number): Promise<void> {
    const now = Date.now() / 1000;
    for (const [id, exp] of this.until) if (exp <= now) this.until.delete(id);
    if (expiresAt > now) this.until.set(jti, expiresAt);
  }

  async isRevoked(jti: string): Promise<boolean> {
    return this.until.has(jti);
  }
}

/** What cannot be decided is not granted: Redis unreachable, a login cannot be checked. */
const undecidable = () => new StrapiError(503, 'ServiceUnavailableError', 'Sign-ins cannot be checked right now');

export class RedisRevocations implements Revocations {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'vf:revoked:',
  ) {}

  async revoke(jti: string, expiresAt: number): Promise<void> {
    if (expiresAt <= Date.now() / 1000) return;
    await this.redis.set(`${this.prefix}${jti}`, '1', 'EXAT', Math.ceil(expiresAt)).catch(() => {
      throw undecidable();
    });
  }

  async isRevoked(jti: string): Promise<boolean> {
    const count = await this.redis.exists(`${this.prefix}${jti}`).catch(() => {
      throw undecidable();
    });
    return count > 0;
  }
}
