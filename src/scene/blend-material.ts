import { ShaderMaterial, Vector4, type Texture } from 'three';
import vertexShader from '../../shaders/background.vert?raw';
import fragmentShader from '../../shaders/blend.frag?raw';

/** Scale and offset that make a `textureAspect` picture cover a `viewAspect` area, centred. */
export function coverFit(textureAspect: number, viewAspect: number, target = new Vector4()): Vector4 {
  if (!(textureAspect > 0) || !(viewAspect > 0)) return target.set(1, 1, 0, 0);
  if (textureAspect > viewAspect) {
    const scale = viewAspect / textureAspect;
    return target.set(scale, 1, (1 - scale) / 2, 0);
  }
  const scale = textureAspect / viewAspect;
  return target.set(1, scale, 0, (1 - scale) / 2);
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
