import * as THREE from 'three';
import type { StudioShot } from './api.ts';
import { buildCmm, buildCnc, buildPrinter } from './cnc.ts';
import { group } from './kit.ts';
import { mat } from './materials.ts';
import { buildRobot } from './robot.ts';
import { canvasTexture } from './textures.ts';
import { buildAgv } from './vehicles.ts';

export interface Studio {
  scene: THREE.Scene;
  camera: THREE.PerspectiveCamera;
  pose(shot: StudioShot, aspect: number): void;
}

const FRAMING: Record<StudioShot['subject'], { dist: number; height: number; look: number }> = {
  cnc: { dist: 8.5, height: 1.3, look: 1.25 },
  robot: { dist: 6.5, height: 1.5, look: 1.35 },
  cmm: { dist: 7, height: 1.3, look: 1.2 },
  printer: { dist: 4.2, height: 1.1, look: 0.95 },
  agv: { dist: 4.2, height: 0.8, look: 0.55 },
};

/** A photo studio: seamless light-grey backdrop, soft key and rim light, products on a turntable. */
export function buildStudio(environment: THREE.Texture): Studio {
  const scene = new THREE.Scene();
  scene.environment = environment;
  scene.environmentIntensity = 0.8;
  scene.fog = new THREE.Fog(0xeef1f3, 20, 60);
  scene.background = canvasTexture('studio-bg', 16, 256, (ctx, w, h) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#c9d1d6');
    g.addColorStop(0.6, '#eef1f3');
    g.addColorStop(1, '#f6f7f8');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  });
  const floor = new THREE.Mesh(
    new THREE.CircleGeometry(150, 64).rotateX(-Math.PI / 2),
    mat('studio-floor', { color: 0xeef1f3, roughness: 0.6 }),
  );
  floor.receiveShadow = true;
  scene.add(floor);
  scene.add(new THREE.HemisphereLight(0xffffff, 0xb8bec4, 1.4));
  const key = new THREE.DirectionalLight(0xfff6ea, 2.6);
  key.position.set(6, 10, 8);
  key.castShadow = true;
  key.shadow.mapSize.set(2048, 2048);
  Object.assign(key.shadow.camera, { left: -5, right: 5, top: 5, bottom: -5, near: 1, far: 30 });
  key.shadow.radius = 4;
  key.shadow.bias = -0.0005;
  scene.add(key);
  const rim = new THREE.DirectionalLight(0xdfefff, 1.6);
  rim.position.set(-6, 5, -8);
  scene.add(rim);
  const subjects = new Map<StudioShot['subject'], THREE.Group>();
  const add = (name: StudioShot['subject'], build: (g: THREE.Group) => void): void => {
    const g = group(scene, {});
    build(g);
    g.visible = false;
    subjects.set(name, g);
  };
  add('cnc', (g) => buildCnc(g, { name: 'studio-cnc', model: 'VF-500', x: 0.2, z: 0 }));
  add('robot', (g) => buildRobot(g, { name: 'studio-robot', x: 0, z: 0, phase: 0.12 }));
  add('cmm', (g) => buildCmm(g, 'studio-cmm', -0.8, 0));
  add('printer', (g) => buildPrinter(g, 'studio-printer', 0, 0));
  add('agv', (g) => buildAgv(g, 'studio-agv', 0, 0, 0));
  const camera = new THREE.PerspectiveCamera(30, 16 / 9, 0.1, 200);
  return {
    scene,
    camera,
    pose(shot, aspect) {
      for (const [name, g] of subjects) {
        g.visible = name === shot.subject;
        if (g.visible) g.rotation.y = shot.angle;
      }
      const f = FRAMING[shot.subject];
      const d = f.dist / Math.min(1, aspect / (16 / 9));
      camera.position.set(0, f.height + d * Math.sin(shot.elevation), d * Math.cos(shot.elevation));
      camera.aspect = aspect;
      camera.fov = 30;
      camera.lookAt(0, f.look, 0);
      camera.updateProjectionMatrix();
    },
  };
}
