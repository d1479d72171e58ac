import * as THREE from 'three';

const cache = new Map<string, THREE.Material>();

type StdParams = THREE.MeshStandardMaterialParameters;

/** Shared standard material by key: sharing is what lets the static merge collapse draw calls. */
export function mat(key: string, params: StdParams): THREE.MeshStandardMaterial {
  const hit = cache.get(key);
  if (hit) return hit as THREE.MeshStandardMaterial;
  const m = new THREE.MeshStandardMaterial(params);
  m.name = key;
  cache.set(key, m);
  return m;
}

export function basic(key: string, params: THREE.MeshBasicMaterialParameters): THREE.MeshBasicMaterial {
  const hit = cache.get(key);
  if (hit) return hit as THREE.MeshBasicMaterial;
  const m = new THREE.MeshBasicMaterial(params);
  m.name = key;
  cache.set(key, m);
  return m;
}

/** The palette of the factory: a modern plant in white, anthracite, teal and safety colours. */
export const M = {
  white: () => mat('white', { color: 0xeef0f1, roughness: 0.42, metalness: 0.05 }),
  offWhite: () => mat('offwhite', { color: 0xd9dcdd, roughness: 0.5, metalness: 0.05 }),
  anthracite: () => mat('anthracite', { color: 0x2b3036, roughness: 0.45, metalness: 0.3 }),
  darkGrey: () => mat('darkgrey', { color: 0x474d54, roughness: 0.5, metalness: 0.2 }),
  midGrey: () => mat('midgrey', { color: 0x8a9096, roughness: 0.45, metalness: 0.4 }),
  steel: () => mat('steel', { color: 0xb9bfc4, roughness: 0.28, metalness: 0.85 }),
  brushed: () => mat('brushed', { color: 0x9aa1a6, roughness: 0.35, metalness: 0.9 }),
  chrome: () => mat('chrome', { color: 0xe6e9ec, roughness: 0.12, metalness: 1 }),
  black: () => mat('black', { color: 0x15171a, roughness: 0.6, metalness: 0.1 }),
  rubber: () => mat('rubber', { color: 0x1d1f21, roughness: 0.85, metalness: 0 }),
  teal: () => mat('teal', { color: 0x00a3a6, roughness: 0.35, metalness: 0.15 }),
  orange: () => mat('orange', { color: 0xf07c1a, roughness: 0.38, metalness: 0.15 }),
  robotOrange: () => mat('robot-orange', { color: 0xf27405, roughness: 0.32, metalness: 0.1 }),
  yellow: () => mat('yellow', { color: 0xf5c400, roughness: 0.45, metalness: 0.1 }),
  red: () => mat('red', { color: 0xc62828, roughness: 0.45, metalness: 0.1 }),
  green: () => mat('green', { color: 0x2e7d32, roughness: 0.5, metalness: 0.1 }),
  blue: () => mat('blue', { color: 0x1f4e9c, roughness: 0.4, metalness: 0.3 }),
  rackBlue: () => mat('rack-blue', { color: 0x1d4f91, roughness: 0.45, metalness: 0.35 }),
  rackOrange: () => mat('rack-orange', { color: 0xe3661c, roughness: 0.45, metalness: 0.25 }),
  glass: () =>
    mat('glass', {
      color: 0xbfd9e6,
      roughness: 0.05,
      metalness: 0.1,
      transparent: true,
      opacity: 0.22,
      depthWrite: false,
    }),
  tintedGlass: () =>
    mat('tinted-glass', {
      color: 0x6d8a99,
      roughness: 0.05,
      metalness: 0.2,
      transparent: true,
      opacity: 0.45,
      depthWrite: false,
    }),
  ledWhite: () => basic('led-white', { color: 0xfffbf0 }),
  ledCool: () => basic('led-cool', { color: 0xeaf6ff }),
  ledTeal: () => basic('led-teal', { color: 0x2ee6e6 }),
  ledGreen: () => basic('led-green', { color: 0x3dff6e }),
  ledAmber: () => basic('led-amber', { color: 0xffb020 }),
  ledRed: () => basic('led-red', { color: 0xff3030 }),
  wood: () => mat('wood-plain', { color: 0xb5875a, roughness: 0.7 }),
  plant: () => mat('plant', { color: 0x3f7d3a, roughness: 0.8 }),
  plantDark: () => mat('plant-dark', { color: 0x2c5e2c, roughness: 0.85 }),
  pot: () => mat('pot', { color: 0x3a3d40, roughness: 0.6 }),
  fabric: () => mat('fabric', { color: 0x35495e, roughness: 0.95 }),
};
