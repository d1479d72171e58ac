import * as THREE from 'three';
import { box, cyl, group } from './kit.ts';
import { ZONES, zone, type Zone } from './layout.ts';
import { M, basic, mat } from './materials.ts';
import { cladding, concreteFloor, concreteRoughness, skyTexture, tileTexture } from './textures.ts';
import { wall, type WallStyle } from './walls.ts';
import { worldBox, worldPlaneGeometry } from './world-box.ts';

function styles(): Record<'hall' | 'lobby' | 'lab' | 'service', WallStyle> {
  const glass = M.glass();
  const frame = M.anthracite();
  const panel = mat('wall-cladding', { map: cladding('#e4e7e9', [1, 1]), roughness: 0.55, metalness: 0.2 });
  panel.map!.wrapS = panel.map!.wrapT = THREE.RepeatWrapping;
  const plinth = mat('wall-plinth', { color: 0x3a4047, roughness: 0.6 });
  const plaster = mat('plaster', { color: 0xf1f0ec, roughness: 0.85 });
  const labWall = mat('lab-wall', { color: 0xf7f8f9, roughness: 0.7 });
  const serviceUpper = mat('service-cladding', { map: cladding('#d4d9dd', [1, 1]), roughness: 0.6, metalness: 0.2 });
  serviceUpper.map!.wrapS = serviceUpper.map!.wrapT = THREE.RepeatWrapping;
  return {
    hall: { upper: panel, lower: plinth, plinth: 2.6, thickness: 0.35, glass, frame },
    lobby: { upper: plaster, lower: plaster, plinth: 0.1, thickness: 0.3, glass, frame },
    lab: {
      upper: labWall,
      lower: mat('lab-plinth', { color: 0xdfe3e6, roughness: 0.6 }),
      plinth: 0.15,
      thickness: 0.25,
      glass,
      frame,
    },
    service: {
      upper: serviceUpper,
      lower: mat('service-plinth', { color: 0x2f5d7c, roughness: 0.6 }),
      plinth: 2.2,
      thickness: 0.3,
      glass,
      frame,
    },
  };
}

function floors(root: THREE.Object3D): void {
  const concrete = mat('floor-concrete', {
    map: concreteFloor([1, 1]),
    roughnessMap: concreteRoughness([1, 1]),
    roughness: 0.9,
    metalness: 0.0,
    color: 0xf4f4f0,
  });
  const epoxy = mat('floor-epoxy', { map: concreteFloor([1, 1]), color: 0xc3cfd3, roughness: 0.3, metalness: 0 });
  const tiles = mat('floor-tiles', { map: tileTexture(), roughness: 0.25, metalness: 0.05 });
  for (const t of [concrete.map, concrete.roughnessMap, epoxy.map, tiles.map]) {
    if (!t) continue;
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.repeat.set(1, 1);
  }
  const pick: Record<Zone['id'], [THREE.Material, number]> = {
    lobby: [tiles, 6],
    hall: [concrete, 7],
    logistics: [concrete, 7],
    service: [concrete, 7],
    lab: [epoxy, 9],
  };
  for (const z of ZONES) {
    const [m, tile] = pick[z.id];
    const w = z.x1 - z.x0;
    const d = z.z1 - z.z0;
    const mesh = new THREE.Mesh(worldPlaneGeometry(w, d, tile), m);
    mesh.position.set((z.x0 + z.x1) / 2, 0, (z.z0 + z.z1) / 2);
    mesh.receiveShadow = true;
    root.add(mesh);
  }
  const outside = new THREE.Mesh(
    new THREE.PlaneGeometry(600, 600).rotateX(-Math.PI / 2),
    mat('asphalt', { color: 0x5d6166, roughness: 0.95 }),
  );
  outside.position.y = -0.02;
  outside.receiveShadow = true;
  root.add(outside);
}

function walls(root: THREE.Object3D): void {
  const s = styles();
  const lobby = zone('lobby');
  const hall = zone('hall');
  const log = zone('logistics');
  const svc = zone('service');
  const lab = zone('lab');
  // Lobby: glass facade to the forecourt, glass wall into the hall.
  wall(root, 'z', lobby.x0, lobby.z0, lobby.z1, lobby.h, s.lobby, [
    { a: -11, b: -2, bottom: 0.3, top: 6.4, glass: true },
    { a: -2, b: 2, top: 3.2, glass: true },
    { a: 2, b: 11, bottom: 0.3, top: 6.4, glass: true },
  ]);
  wall(root, 'x', lobby.z0, lobby.x0, lobby.x1, lobby.h, s.lobby);
  wall(root, 'x', lobby.z1, lobby.x0, lobby.x1, lobby.h, s.lobby);
  wall(root, 'z', hall.x0, hall.z0, hall.z1, hall.h, s.hall, [
    { a: -10.5, b: -2.5, bottom: 0.9, top: 6, glass: true },
    { a: -2.5, b: 2.5, top: 4.2 },
    { a: 2.5, b: 10.5, bottom: 0.9, top: 6, glass: true },
  ]);
  // Hall: ribbon windows high on the north wall, doors to service and lab on the south wall.
  wall(root, 'x', hall.z0, hall.x0, hall.x1, hall.h, s.hall, [
    { a: -33, b: -3, bottom: 8, top: 10.4, glass: true },
    { a: 1, b: 21, bottom: 8, top: 10.4, glass: true },
  ]);
  wall(root, 'x', hall.z1, hall.x0, hall.x1, hall.h, s.hall, [
    { a: -25, b: -18, top: 5 },
    { a: 3, b: 11, top: 4.2 },
  ]);
  wall(root, 'z', hall.x1, hall.z0, hall.z1, log.h, s.hall, [
    { a: -15, b: -6, top: 6 },
    { a: 6, b: 15, top: 6 },
  ]);
  wall(root, 'x', log.z0, log.x0, log.x1, log.h, s.hall, [{ a: 28, b: 58, bottom: 9, top: 11.2, glass: true }]);
  wall(root, 'x', log.z1, log.x0, log.x1, log.h, s.hall);
  wall(root, 'z', log.x1, log.z0, log.z1, log.h, s.hall, [
    { a: -15, b: -11, top: 4.2 },
    { a: -6, b: -2, top: 4.2 },
    { a: 2, b: 6, top: 4.2 },
    { a: 11, b: 15, top: 4.2 },
  ]);
  wall(root, 'z', svc.x0, svc.z0, svc.z1, svc.h, s.service);
  wall(root, 'x', svc.z1, svc.x0, svc.x1, svc.h, s.service, [{ a: -32, b: -10, bottom: 4.5, top: 7, glass: true }]);
  wall(root, 'z', svc.x1, svc.z0, svc.z1, svc.h, s.service);
  wall(root, 'z', lab.x1, lab.z0, lab.z1, lab.h, s.lab);
  wall(root, 'x', lab.z1, lab.x0, lab.x1, lab.h, s.lab, [{ a: -2, b: 20, bottom: 1, top: 5, glass: true }]);
}

/** Steel roof trusses across each big hall, with skylight strips between them. */
function roofs(root: THREE.Object3D): void {
  const steel = mat('truss', { color: 0x6e7880, roughness: 0.45, metalness: 0.6 });
  const deck = mat('roof-deck', {
    map: cladding('#c9cdd0', [1, 1]),
    roughness: 0.7,
    metalness: 0.2,
    side: THREE.DoubleSide,
  });
  deck.map!.wrapS = deck.map!.wrapT = THREE.RepeatWrapping;
  const sky = basic('skylight', { color: 0xf3f8ff });
  const lobbyCeil = mat('lobby-ceiling', { color: 0xf4f4f2, roughness: 0.9 });
  const labCeil = mat('lab-ceiling', { color: 0xfafafa, roughness: 0.9 });
  for (const z of ZONES) {
    const w = z.x1 - z.x0;
    const d = z.z1 - z.z0;
    const cx = (z.x0 + z.x1) / 2;
    const cz = (z.z0 + z.z1) / 2;
    const ceiling = z.id === 'lobby' ? lobbyCeil : z.id === 'lab' ? labCeil : deck;
    const c = worldBox(root, w, 0.2, d, ceiling, cx, z.h, cz, 3, false);
    c.receiveShadow = false;
    if (z.id === 'lobby' || z.id === 'lab') continue;
    const spacing = 6;
    for (let x = z.x0 + spacing; x < z.x1 - 0.1; x += spacing) {
      truss(root, x, z.z0, z.z1, z.h, steel);
    }
    for (let x = z.x0 + spacing / 2; x < z.x1; x += spacing) {
      for (let zz = z.z0 + 4; zz + 3 < z.z1 - 2; zz += 8) {
        const light = new THREE.Mesh(new THREE.PlaneGeometry(2.2, 3.5).rotateX(Math.PI / 2), sky);
        light.position.set(x, z.h - 0.02, zz + 1.75);
        root.add(light);
      }
    }
  }
}

function truss(root: THREE.Object3D, x: number, z0: number, z1: number, h: number, m: THREE.Material): void {
  const depth = 1.4;
  const top = h - 0.2;
  const bottom = top - depth;
  const len = z1 - z0;
  const cz = (z0 + z1) / 2;
  worldBox(root, 0.22, 0.26, len, m, x, top - 0.26, cz, 2, true);
  worldBox(root, 0.22, 0.22, len, m, x, bottom, cz, 2, true);
  const panels = Math.round(len / 2.5);
  for (let i = 0; i <= panels; i++) {
    const z = z0 + (len * i) / panels;
    worldBox(root, 0.12, depth, 0.12, m, x, bottom, z, 2, true);
    if (i < panels) {
      const dz = len / panels;
      const diag = new THREE.Mesh(new THREE.BoxGeometry(0.08, Math.hypot(dz, depth), 0.08), m);
      diag.position.set(x, bottom + depth / 2, z + dz / 2);
      diag.rotation.x = (i % 2 === 0 ? 1 : -1) * Math.atan2(dz, depth);
      diag.castShadow = true;
      root.add(diag);
    }
  }
  // Columns carrying the truss along the long walls.
  for (const z of [z0 + 0.45, z1 - 0.45]) {
    worldBox(root, 0.45, bottom, 0.45, mat('column', { color: 0x5a646c, roughness: 0.5, metalness: 0.5 }), x, 0, z);
    worldBox(root, 0.5, 0.4, 0.5, mat('column-foot', { color: 0xf5c400, roughness: 0.5 }), x, 0, z);
  }
}

/** LED high-bay luminaires hanging in a grid: they are what makes a hall read as lit from above. */
function lamps(root: THREE.Object3D): void {
  const housing = M.anthracite();
  const led = M.ledWhite();
  for (const z of ZONES) {
    if (z.id === 'lobby' || z.id === 'lab') continue;
    const y = z.h - (z.id === 'service' ? 1.2 : 2.8);
    for (let x = z.x0 + 3; x < z.x1 - 1; x += 6) {
      for (let zz = z.z0 + 6; zz < z.z1 - 2; zz += 8) {
        const g = group(root, { x, y, z: zz });
        box(g, 1.2, 0.12, 0.5, housing, { shadow: false });
        const panelMesh = new THREE.Mesh(new THREE.PlaneGeometry(1.1, 0.42).rotateX(Math.PI / 2), led);
        panelMesh.position.y = -0.005;
        g.add(panelMesh);
        cyl(g, 0.01, 0.01, z.h - y, M.black(), { y: 0.12, shadow: false }, 4);
      }
    }
  }
  // Linear recessed lights in lobby and lab ceilings.
  for (const id of ['lobby', 'lab'] as const) {
    const z = zone(id);
    for (let x = z.x0 + 3; x < z.x1 - 2; x += 4) {
      const strip = new THREE.Mesh(new THREE.PlaneGeometry(0.18, z.z1 - z.z0 - 6).rotateX(Math.PI / 2), M.ledCool());
      strip.position.set(x, z.h - 0.005, (z.z0 + z.z1) / 2);
      root.add(strip);
    }
  }
}

function exterior(root: THREE.Object3D): void {
  const skyMat = basic('sky', { map: skyTexture(), side: THREE.BackSide, fog: false });
  const dome = new THREE.Mesh(new THREE.SphereGeometry(400, 32, 16), skyMat);
  dome.position.set(0, -60, 0);
  root.add(dome);
  const grass = mat('grass', { color: 0x6f8f4e, roughness: 1 });
  const lobby = zone('lobby');
  for (const [x, z, s] of [
    [-75, -22, 1.2],
    [-80, 8, 1],
    [-70, 26, 1.4],
    [-90, -4, 1.1],
    [-66, -36, 0.9],
  ] as const) {
    worldBox(root, 10 * s, 0.05, 10 * s, grass, x, 0, z, 4, false);
    const tree = group(root, { x, z });
    cyl(tree, 0.18, 0.25, 3 * s, mat('bark', { color: 0x5b4636, roughness: 1 }));
    const crown = new THREE.Mesh(new THREE.IcosahedronGeometry(2.6 * s, 1), M.plant());
    crown.position.y = 4.6 * s;
    crown.castShadow = true;
    tree.add(crown);
  }
  // Canopy over the entrance.
  worldBox(root, 4, 0.3, 9, mat('canopy', { color: 0x2b3036, roughness: 0.5, metalness: 0.5 }), lobby.x0 - 2, 3.6, 0);
  // Facade above the glass and the sign band.
  worldBox(root, 0.4, 1.4, 26, M.anthracite(), lobby.x0 - 0.3, lobby.h - 0.8, 0);
}

export function buildBuilding(root: THREE.Object3D): void {
  floors(root);
  walls(root);
  roofs(root);
  lamps(root);
  exterior(root);
}
