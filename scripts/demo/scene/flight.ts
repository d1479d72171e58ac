import * as THREE from 'three';
import type { CameraPose, Flight, Vec3 } from './api.ts';

const v = (p: Vec3): THREE.Vector3 => new THREE.Vector3(p[0], p[1], p[2]);
const m4 = new THREE.Matrix4();
const UP = new THREE.Vector3(0, 1, 0);

function lookQuat(from: THREE.Vector3, to: THREE.Vector3): THREE.Quaternion {
  m4.lookAt(from, to, UP);
  return new THREE.Quaternion().setFromRotationMatrix(m4);
}

/** Ease in and out with zero velocity at both ends, so the clip starts and stops exactly on the stills. */
export function ease(u: number): number {
  const t = Math.min(1, Math.max(0, u));
  return t * t * t * (t * (6 * t - 15) + 10);
}

export function applyPose(camera: THREE.PerspectiveCamera, pose: CameraPose, aspect: number): void {
  camera.position.copy(v(pose.pos));
  camera.fov = pose.fov;
  camera.aspect = aspect;
  camera.up.copy(UP);
  camera.lookAt(v(pose.target));
  camera.updateProjectionMatrix();
  camera.updateMatrixWorld(true);
}

/**
 * Camera at flight progress u (0..1): position on a centripetal Catmull-Rom spline through the via
 * points, orientation slerped between the end poses and "look along the path" at each via point.
 */
export function applyFlight(camera: THREE.PerspectiveCamera, f: Flight, u: number, aspect: number): void {
  if (u <= 0) return applyPose(camera, f.from, aspect);
  if (u >= 1) return applyPose(camera, f.to, aspect);
  const pts = [v(f.from.pos), ...f.via.map(v), v(f.to.pos)];
  const curve = new THREE.CatmullRomCurve3(pts, false, 'centripetal');
  const s = ease(u);
  const lengths = curve.getLengths(200);
  const total = lengths[lengths.length - 1] ?? 1;
  // Arc-length parameter, so speed follows the easing rather than the spacing of via points.
  const pos = curve.getPointAt(s);
  const quats: THREE.Quaternion[] = [lookQuat(pts[0]!, v(f.from.target))];
  const keys: number[] = [0];
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i]!;
    const next = pts[i + 1]!;
    const prev = pts[i - 1]!;
    const dir = next.clone().sub(prev).setY(0).normalize();
    quats.push(
      lookQuat(
        p,
        p
          .clone()
          .add(dir.multiplyScalar(10))
          .add(new THREE.Vector3(0, -0.6, 0)),
      ),
    );
    keys.push(arcFraction(curve, i / (pts.length - 1), total));
  }
  quats.push(lookQuat(pts[pts.length - 1]!, v(f.to.target)));
  keys.push(1);
  let k = 0;
  while (k < keys.length - 2 && s > (keys[k + 1] ?? 1)) k++;
  const a = keys[k] ?? 0;
  const b = keys[k + 1] ?? 1;
  const local = b > a ? (s - a) / (b - a) : 1;
  const q = quats[k]!.clone().slerp(quats[k + 1]!, local);
  camera.position.copy(pos);
  camera.quaternion.copy(q);
  camera.fov = f.from.fov + (f.to.fov - f.from.fov) * s;
  camera.aspect = aspect;
  camera.updateProjectionMatrix();
  camera.updateMatrixWorld(true);
}

function arcFraction(curve: THREE.CatmullRomCurve3, t: number, total: number): number {
  const n = 100;
  let len = 0;
  let prev = curve.getPoint(0);
  for (let i = 1; i <= n; i++) {
    const p = curve.getPoint((t * i) / n);
    len += p.distanceTo(prev);
    prev = p;
  }
  return len / total;
}
