import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import type { CameraPose, DemoApi, Flight, FrameRequest, Projection, StudioShot } from './api.ts';
import { buildBuilding } from './building.ts';
import { buildControlRoom } from './control-room.ts';
import { applyFlight, applyPose } from './flight.ts';
import { buildLab } from './lab.ts';
import { buildLighting } from './lighting.ts';
import { buildLobby } from './lobby.ts';
import { buildLogistics } from './logistics.ts';
import { mergeStatic } from './merge.ts';
import { buildProduction } from './production.ts';
import { anchors, animators } from './registry.ts';
import { buildService } from './service.ts';
import { buildStudio, type Studio } from './studio.ts';

let renderer: THREE.WebGLRenderer;
let scene: THREE.Scene;
let camera: THREE.PerspectiveCamera;
let studio: Studio | null = null;
let envMap: THREE.Texture;
let lastTime = Number.NaN;
let usePrepass = false;

function setTime(t: number): void {
  if (t === lastTime) return;
  lastTime = t;
  for (const fn of animators) fn(t);
  renderer.shadowMap.needsUpdate = true;
}

const depthOnly = new THREE.MeshBasicMaterial({ colorWrite: false });

/**
 * Depth pre-pass, then the real pass: merged meshes cannot be sorted front to back, and without the
 * pre-pass SwiftShader shades every hidden surface with the full PBR shader.
 */
function renderPrepass(target: THREE.Scene, cam: THREE.Camera): void {
  const hidden: THREE.Object3D[] = [];
  target.traverseVisible((o) => {
    const m = (o as THREE.Mesh).material as THREE.Material | undefined;
    if (m && !Array.isArray(m) && (m.transparent || m.alphaTest > 0)) hidden.push(o);
  });
  const shadowDirty = renderer.shadowMap.needsUpdate;
  renderer.shadowMap.needsUpdate = false;
  renderer.autoClear = false;
  renderer.clear();
  for (const o of hidden) o.visible = false;
  target.overrideMaterial = depthOnly;
  const bg = target.background;
  target.background = null;
  renderer.render(target, cam);
  target.background = bg;
  target.overrideMaterial = null;
  for (const o of hidden) o.visible = true;
  renderer.shadowMap.needsUpdate = shadowDirty;
  renderer.render(target, cam);
  renderer.autoClear = true;
}

function frame(req: FrameRequest, target: THREE.Scene, cam: THREE.Camera): string {
  const canvas = renderer.domElement;
  if (canvas.width !== req.width || canvas.height !== req.height) renderer.setSize(req.width, req.height, false);
  if (usePrepass) renderPrepass(target, cam);
  else renderer.render(target, cam);
  return canvas.toDataURL(req.format === 'png' ? 'image/png' : 'image/jpeg', req.quality);
}

function project(pose: CameraPose, aspect: number, names: string[]): Projection[] {
  const cam = new THREE.PerspectiveCamera();
  cam.near = 0.1;
  cam.far = 500;
  applyPose(cam, pose, aspect);
  return names.map((name) => {
    const p = anchors.get(name);
    if (!p) throw new Error(`unknown anchor ${name}`);
    const distance = p.distanceTo(cam.position);
    const ndc = p.clone().project(cam);
    const x = (ndc.x + 1) / 2;
    const y = (1 - ndc.y) / 2;
    const inFront = ndc.z < 1 && ndc.z > -1;
    return { name, x, y, distance, visible: inFront && x > 0.02 && x < 0.98 && y > 0.02 && y < 0.98 };
  });
}

/**
 * Reflections only where they read (metal, glass, polished floors): image-based lighting on every
 * surface doubles the SwiftShader cost of a frame for little visible gain; the hemisphere light fills.
 */
function applySelectiveEnvironment(target: THREE.Scene, on = true): void {
  target.traverse((o) => {
    const m = (o as THREE.Mesh).material as THREE.MeshStandardMaterial | undefined;
    if (!m || !m.isMeshStandardMaterial) return;
    const shiny = m.metalness >= 0.5 || m.roughness <= 0.3;
    m.envMap = on && shiny ? envMap : null;
    m.envMapIntensity = 0.6;
    m.needsUpdate = true;
  });
}

export async function boot(): Promise<void> {
  const canvas = document.createElement('canvas');
  document.body.appendChild(canvas);
  renderer = new THREE.WebGLRenderer({
    canvas,
    antialias: !location.hash.includes('noaa'),
    preserveDrawingBuffer: true,
    powerPreference: 'high-performance',
  });
  renderer.setPixelRatio(1);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFShadowMap;
  renderer.shadowMap.autoUpdate = false;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = 1.0;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  scene = new THREE.Scene();
  scene.background = new THREE.Color(0xdfe8f0);
  scene.fog = new THREE.Fog(0xd9dee2, 60, 220);
  const pmrem = new THREE.PMREMGenerator(renderer);
  envMap = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  const root = new THREE.Group();
  scene.add(root);
  buildBuilding(root);
  buildLobby(root);
  buildProduction(root);
  buildControlRoom(root);
  buildLogistics(root);
  buildService(root);
  buildLab(root);
  buildLighting(scene);
  mergeStatic(root);
  applySelectiveEnvironment(scene);
  camera = new THREE.PerspectiveCamera(50, 16 / 9, 0.1, 500);
  setTime(0);
  const api: DemoApi = {
    still(pose, req) {
      setTime(req.time);
      applyPose(camera, pose, req.width / req.height);
      return frame(req, scene, camera);
    },
    flight(f: Flight, u, req) {
      setTime(req.time);
      applyFlight(camera, f, u, req.width / req.height);
      return frame(req, scene, camera);
    },
    project,
    studio(shot: StudioShot, req) {
      studio ??= buildStudio(envMap);
      setTime(req.time);
      studio.pose(shot, req.width / req.height);
      return frame(req, studio.scene, studio.camera);
    },
    configure(opts) {
      if (opts.prepass !== undefined) usePrepass = opts.prepass;
      if (opts.pointLights !== undefined)
        scene.traverse((o) => {
          if ((o as THREE.PointLight).isPointLight) o.visible = opts.pointLights!;
        });
      if (opts.frontToBack !== undefined) {
        renderer.setOpaqueSort(opts.frontToBack ? (a, b) => a.z - b.z : null);
      }
      if (opts.shadows !== undefined) {
        renderer.shadowMap.enabled = opts.shadows;
        scene.traverse((o) => {
          const m = (o as THREE.Mesh).material as THREE.Material | undefined;
          if (m) m.needsUpdate = true;
        });
      }
      if (opts.env !== undefined) {
        scene.environment = opts.env === 'all' ? envMap : null;
        applySelectiveEnvironment(scene, opts.env === 'selective');
      }
    },
    bench(pose, req, n) {
      const times: number[] = [];
      applyPose(camera, pose, req.width / req.height);
      const gl = renderer.getContext();
      const px = new Uint8Array(4);
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        const canvas = renderer.domElement;
        if (canvas.width !== req.width || canvas.height !== req.height) renderer.setSize(req.width, req.height, false);
        if (usePrepass) renderPrepass(scene, camera);
        else renderer.render(scene, camera);
        gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
        times.push(performance.now() - t0);
      }
      return Math.min(...times.slice(1));
    },
    anchorNames: () => [...anchors.keys()],
    heaviest: () => {
      const by = new Map<string, number>();
      scene.traverse((o) => {
        const m = o as THREE.Mesh;
        if (!m.isMesh) return;
        const g = m.geometry;
        const tris = (g.index ? g.index.count : g.getAttribute('position').count) / 3;
        const name = (m.material as THREE.Material).name || m.name;
        by.set(name, (by.get(name) ?? 0) + tris);
      });
      return [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
    },
    stats: () => ({
      drawCalls: renderer.info.render.calls,
      triangles: renderer.info.render.triangles,
      geometries: renderer.info.memory.geometries,
      textures: renderer.info.memory.textures,
    }),
  };
  window.__demo = api;
}
