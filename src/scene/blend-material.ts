import { ShaderMaterial, Vector4, type Texture } from 'three';
import vertexShader from '../../shaders/background.vert?raw';
import fragmentShader from '../../shaders/blend.frag?raw';
import { coverCrop } from '../domain/screen-crop.ts';

/**
 * Scale and offset that make a `textureAspect` picture cover a `viewAspect` area, centred: the texture's part that
 * is seen (`domain/screen-crop.ts`), as (width, height, left, bottom) in uv. The crop is centred, so its bottom
 * offset is its top offset.
 */
export function coverFit(textureAspect: number, viewAspect: number, target = new Vector4()): Vector4 {
  const crop = coverCrop(textureAspect, viewAspect);
  return target.set(crop.width, crop.height, crop.x, crop.y);
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
