import * as THREE from 'three';

/**
 * Sky fill from above, one shadowed "sun" through the skylights covering the whole campus, and a few
 * coloured accents. Every light costs every pixel in SwiftShader, so accents are few and unshadowed.
 */
export function buildLighting(scene: THREE.Scene): void {
  scene.add(new THREE.HemisphereLight(0xf2f6ff, 0xa09a90, 1.1));
  const sun = new THREE.DirectionalLight(0xfff0dc, 2.9);
  sun.position.set(-18, 60, -30);
  sun.target.position.set(2, 0, 10);
  sun.castShadow = true;
  sun.shadow.mapSize.set(4096, 4096);
  const cam = sun.shadow.camera;
  cam.left = -75;
  cam.right = 75;
  cam.top = 45;
  cam.bottom = -45;
  cam.near = 10;
  cam.far = 120;
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.03;
  sun.shadow.radius = 3;
  scene.add(sun, sun.target);
  const accents: [number, number, number, number, number, number][] = [
    [0xff8a30, 14, 22, -26, 4.5, 8],
    [0xdbe8ff, 16, 14, 17, 3.2, -15.5],
    [0x22d3ee, 12, 20, 8, 4.5, 30],
    [0xffd7a8, 10, 22, -46, 5.5, 0],
  ];
  for (const [color, intensity, distance, x, y, z] of accents) {
    const l = new THREE.PointLight(color, intensity, distance, 1.6);
    l.position.set(x, y, z);
    scene.add(l);
  }
}
