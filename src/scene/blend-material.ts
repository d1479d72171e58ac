import { ShaderMaterial, Vector4, type Texture } from 'three';
import { coverFitOf } from '../domain/cover-fit.ts';
import vertexShader from '../../shaders/background.vert?raw';
import fragmentShader from '../../shaders/blend.frag?raw';

/** Scale and offset that make a `textureAspect` picture cover a `viewAspect` area, centred (`coverFitOf`). */
export function coverFit(textureAspect: number, viewAspect: number, target = new Vector4()): Vector4 {
  const { x, y, z, w } = coverFitOf(textureAspect, viewAspect);
  return target.set(x, y, z, w);
}

export type BlendUniforms = {
  uFrom: { value: Texture | null };
  uTo: { value: Texture | null };
  uMix: { value: number };
  uFromCover: { value: Vector4 };
  uToCover: { value: Vector4 };
};

/** The background's material: two textures and a mix factor. Owned and disposed by the stage. */
export function createBlendMaterial(): ShaderMaterial & { uniforms: BlendUniforms } {
  const uniforms: BlendUniforms = {
    uFrom: { value: null },
    uTo: { value: null },
    uMix: { value: 0 },
    uFromCover: { value: new Vector4(1, 1, 0, 0) },
    uToCover: { value: new Vector4(1, 1, 0, 0) },
  };
  return new ShaderMaterial({
    vertexShader,
    fragmentShader,
    uniforms,
    depthTest: false,
    depthWrite: false,
  }) as ShaderMaterial & {
    uniforms: BlendUniforms;
  };
}
