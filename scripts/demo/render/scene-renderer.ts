import type { Page } from 'playwright-core';
import { dataUrlBytes } from '../browser/data-url.ts';
import type { CameraPose, Flight, FrameRequest, Projection, StudioShot } from '../scene/api.ts';

/** Typed calls into the scene page (`window.__demo`), returning encoded frames as bytes. */
export class SceneRenderer {
  constructor(private readonly page: Page) {}

  async still(pose: CameraPose, req: FrameRequest): Promise<Buffer> {
    return dataUrlBytes(await this.page.evaluate(([p, r]) => window.__demo.still(p, r), [pose, req] as const));
  }

  async flight(flight: Flight, u: number, req: FrameRequest): Promise<Buffer> {
    return dataUrlBytes(
      await this.page.evaluate(([f, t, r]) => window.__demo.flight(f, t, r), [flight, u, req] as const),
    );
  }

  async studio(shot: StudioShot, req: FrameRequest): Promise<Buffer> {
    return dataUrlBytes(await this.page.evaluate(([s, r]) => window.__demo.studio(s, r), [shot, req] as const));
  }

  project(pose: CameraPose, aspect: number, names: string[]): Promise<Projection[]> {
    return this.page.evaluate(([p, a, n]) => window.__demo.project(p, a, n), [pose, aspect, names] as const);
  }
}
