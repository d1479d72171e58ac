import * as THREE from 'three';
import { box, contactShadow, cyl, cylAt, dynamic, group, rbox } from './kit.ts';
import { M } from './materials.ts';
import { LOOP_SECONDS, anchor, animate } from './registry.ts';

export interface RobotOptions {
  name: string;
  x: number;
  z: number;
  ry?: number;
  /** Phase offset in loop fractions, so neighbouring robots do not move in lockstep. */
  phase?: number;
  scale?: number;
  body?: THREE.Material;
  pedestal?: number;
}

/**
 * A six-axis articulated robot. Joint angles follow a pick-and-place cycle that repeats every
 * LOOP_SECONDS, so background loops of the cell are seamless.
 */
export function buildRobot(parent: THREE.Object3D, o: RobotOptions): THREE.Group {
  const s = o.scale ?? 1;
  const body = o.body ?? M.robotOrange();
  const root = dynamic(group(parent, { x: o.x, z: o.z, ry: o.ry ?? 0 }));
  root.scale.setScalar(s);
  const ped = o.pedestal ?? 0.45;
  contactShadow(parent, 1.9 * s, 1.9 * s, o.x, o.z, true);
  box(root, 0.9, ped, 0.9, M.anthracite(), {});
  cyl(root, 0.42, 0.46, 0.22, M.darkGrey(), { y: ped }, 28);
  const j1 = group(root, { y: ped + 0.22 });
  cyl(j1, 0.36, 0.4, 0.36, body, {}, 28);
  rbox(j1, 0.5, 0.5, 0.62, 0.08, body, { x: 0, y: 0.3, z: 0 });
  const j2 = group(j1, { y: 0.62, x: 0.1 });
  cylAt(j2, 0.22, 0.56, M.anthracite(), { rz: Math.PI / 2 }, 24);
  cylAt(j2, 0.12, 0.6, M.steel(), { rz: Math.PI / 2 }, 16);
  const lower = group(j2, { x: 0.34 });
  rbox(lower, 0.26, 1.25, 0.36, 0.07, body, { y: 0 });
  const j3 = group(lower, { y: 1.2 });
  cylAt(j3, 0.19, 0.4, M.anthracite(), { rz: Math.PI / 2 }, 24);
  const upper = group(j3, { x: -0.3 });
  rbox(upper, 0.34, 0.34, 0.5, 0.07, body, { y: -0.17, z: -0.15 });
  rbox(upper, 0.24, 0.24, 1.05, 0.06, body, { y: -0.12, z: 0.55 });
  box(upper, 0.2, 0.2, 0.2, M.darkGrey(), { y: -0.1, z: -0.45 });
  const wrist = group(upper, { z: 1.1 });
  cylAt(wrist, 0.1, 0.26, M.anthracite(), { rz: Math.PI / 2 }, 16);
  const flange = group(wrist, {});
  cylAt(flange, 0.07, 0.14, M.steel(), { rx: Math.PI / 2, z: 0.1 }, 16);
  box(flange, 0.22, 0.08, 0.1, M.darkGrey(), { y: -0.04, z: 0.2 });
  box(flange, 0.03, 0.14, 0.05, M.steel(), { x: -0.08, y: -0.12, z: 0.25 });
  box(flange, 0.03, 0.14, 0.05, M.steel(), { x: 0.08, y: -0.12, z: 0.25 });
  // Cable dress along the arm.
  const cable = new THREE.Mesh(new THREE.TorusGeometry(0.35, 0.025, 6, 24, Math.PI), M.black());
  cable.position.set(0.18, 0.6, 0);
  cable.rotation.set(0, Math.PI / 2, Math.PI / 2);
  cable.castShadow = true;
  lower.add(cable);
  const phase = o.phase ?? 0;
  const tau = Math.PI * 2;
  animate((t) => {
    const p = (t / LOOP_SECONDS + phase) % 1;
    const a = tau * p;
    // Swing between pick and place, dipping down at both ends of the swing.
    j1.rotation.y = 0.9 * Math.sin(a);
    const dip = Math.pow(Math.abs(Math.cos(a)), 3);
    j2.rotation.x = 0.1 + 0.4 * dip + 0.08 * Math.sin(2 * a);
    j3.rotation.x = 0.25 + 0.35 * dip;
    // Keep the gripper pointing down, as a real pick-and-place program does.
    wrist.rotation.x = Math.PI / 2 - (j2.rotation.x + j3.rotation.x);
    flange.rotation.z = 0.6 * Math.sin(a);
  });
  anchor(o.name, root, new THREE.Vector3(0, 1.6, 0));
  return root;
}
