// Mixes the picture on screen (from) with the incoming one (to). Both textures hold sRGB bytes and are
// mixed as they are; the output is written without a colour-space conversion, so nothing comes out washed.
uniform sampler2D uFrom;
uniform sampler2D uTo;
uniform float uMix;
// Cover fit per texture: xy = scale, zw = offset, in texture coordinates.
uniform vec4 uFromCover;
uniform vec4 uToCover;
varying vec2 vUv;

void main() {
  vec4 from = texture2D(uFrom, vUv * uFromCover.xy + uFromCover.zw);
  vec4 to = texture2D(uTo, vUv * uToCover.xy + uToCover.zw);
  gl_FragColor = vec4(mix(from.rgb, to.rgb, uMix), 1.0);
}
