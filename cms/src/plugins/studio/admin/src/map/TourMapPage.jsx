import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Background,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  ReactFlowProvider,
  applyNodeChanges,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Box, Flex, Loader, SingleSelect, SingleSelectOption, Tabs, Typography } from '@strapi/design-system';
import { ArrowRight, WarningCircle } from '@strapi/icons';
import { Layouts, Page, getFetchClient } from '@strapi/strapi/admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadContentFrom } from '../../../../../../../src/content/load-content.ts';
import { loadTour } from '../../../../../../../src/content/load-tour.ts';
import { readLocales } from '../../../../../../../src/content/fetch-store.ts';
import { checkTour } from '../../../../../../../src/domain/tour-check.ts';
import { buildWorldMap, layoutForest, mergeLayout } from '../../../../../../../src/domain/tour-map.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../../../../../../src/domain/types.ts';
import { useStudioMessages } from '../messages.js';
import { NODE_SIZE, autoLayout, nodeHandles } from './layout.js';
import { ProblemList } from './ProblemList.jsx';
import { SeamCheck } from './SeamCheck.jsx';
import { settings, studioSource } from './source.js';
import { TransitionDialog } from './TransitionDialog.jsx';
import { entryPath } from './entries.js';

const RED = '#d02b20';
/** How many nodes the first view shows: the start and those nearest it, readable; the rest is drawn when panned to. */
const FIRST_VIEW = 40;
/** How far an arrow key moves a focused node (px on the map), with Shift. */
const STEP = { small: 10, big: 60 };
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** A node's border (px): thicker on the start and on a node with problems. */
const borderOf = (node) => (node.problems.length || node.start ? 3 : 1);

function LocationNode({ data }) {
  const t = useStudioMessages();
  const { node, onDraw } = data;
  const problems = node.problems.length;
  const portal = node.kind === 'portal';
  return (
    <div
      data-studio-node={node.id}
      title={node.problems.map((p) => p.message).join('\n') || undefined}
      style={{
        width: NODE_SIZE.width,
        height: NODE_SIZE.height,
        boxSizing: 'border-box',
        borderRadius: portal ? 68 : 6,
        border: `${borderOf(node)}px ${portal ? 'dashed' : 'solid'} ${problems ? RED : node.start ? '#4945ff' : '#a5a5ba'}`,
        background: portal ? '#eaf5ff' : '#fff',
        padding: 6,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 4,
        fontSize: 12,
        textAlign: 'center',
        position: 'relative',
      }}
    >
      <Handle type="target" position={Position.Left} />
      {portal ? (
        <span style={{ fontSize: 11, color: '#0c75af', marginTop: 24 }}>{t('map.portal')}</span>
      ) : node.thumbnail ? (
        <img src={node.thumbnail} alt="" loading="lazy" width={120} height={68} style={{ objectFit: 'cover' }} />
      ) : (
        <span style={{ width: 120, height: 68, background: '#f0f0ff' }} />
      )}
      <strong style={{ lineHeight: 1.2, overflow: 'hidden', maxHeight: 30 }}>{node.label}</strong>
      {node.start && <span style={{ color: '#4945ff' }}>{t('map.start')}</span>}
      {problems > 0 && (
        <span style={{ color: RED, display: 'flex', gap: 4, alignItems: 'center' }}>
          <WarningCircle aria-hidden fill={RED} width={12} height={12} />
          {t('map.problems', { count: problems })}
        </span>
      )}
      {!portal && (
        <button
          type="button"
          className="nodrag"
          aria-label={`${t('map.draw')}: ${node.label}`}
          title={t('map.draw')}
          data-studio-draw={node.id}
          onClick={(event) => {
            event.stopPropagation();
            onDraw(node.id);
          }}
          style={{
            position: 'absolute',
            top: 4,
            right: 4,
            display: 'flex',
            padding: 3,
            border: '1px solid #a5a5ba',
            borderRadius: 4,
            background: '#fff',
            cursor: 'pointer',
          }}
        >
          <ArrowRight aria-hidden width={12} height={12} />
        </button>
      )}
      <Handle type="source" position={Position.Right} />
    </div>
  );
}

const nodeTypes = { place: LocationNode };

/** The label a node is read out with: its name, what it is, its problems. */
function nodeLabel(t, node) {
  return [
    node.label,
    node.kind === 'portal' ? t('map.portal') : node.start ? t('map.start') : null,
    ...node.problems.map((p) => p.message),
  ]
    .filter(Boolean)
    .join('. ');
}

function edgeOf(t, edge) {
  const broken = !edge.clip || edge.problems.length > 0;
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    data: { edge },
    ariaLabel: [`${edge.from} → ${edge.to}`, ...edge.problems.map((p) => p.message)].join('. '),
    label: edge.problems.length ? `⚠ ${edge.transition ? t('map.no-clip') : t('map.missing')}` : undefined,
    labelStyle: { fill: RED, fontWeight: 600 },
    style: broken
      ? { stroke: RED, strokeWidth: 2, strokeDasharray: edge.clip ? undefined : '6 4' }
      : { stroke: '#8e8ea9' },
    markerEnd: { type: MarkerType.ArrowClosed, color: broken ? RED : '#8e8ea9' },
    domAttributes: { 'data-studio-edge': edge.id, 'data-studio-problem': broken ? 'true' : undefined },
  };
}

/**
 * Reads the tour: the chosen locale's map first (`/studio/map`: only what the map draws, parsed by the showroom's own
 * loader), then, once the map is on screen (`drawn`), every locale whole for the check, which must not hold up the
 * first view. Read again (`version`, after an editor's change), the map and its tab stay as they are until the new
 * reading replaces them; another locale starts from nothing.
 */
function useTour(locale, version) {
  const [state, setState] = useState({ locale, source: null, content: null, problems: null, error: null });
  const onDrawn = useRef(null);
  const drawnIn = useRef(null);
  useEffect(() => {
    let live = true;
    const shown =
      drawnIn.current === locale ? Promise.resolve() : new Promise((resolve) => (onDrawn.current = resolve));
    const source = studioSource();
    setState((s) =>
      s.locale === locale
        ? { ...s, problems: null, error: null }
        : { locale, source: null, content: null, problems: null, error: null },
    );
    const fail = (error) => live && setState((s) => ({ ...s, error: String(error?.message ?? error) }));
    loadContentFrom((endpoint) => readLocales(endpoint, locale, (loc) => source.mapRead(endpoint, loc)), {
      settings,
      locale,
      log: () => undefined,
    })
      .then((content) => {
        if (!live) return;
        setState((s) => ({ ...s, source, content }));
        return shown
          .then(() => loadTour(source, settings))
          .then((input) => {
            if (!live) return;
            // Timed for `npm run bench:map` (the rules alone, not the reading).
            const start = performance.now();
            const problems = checkTour(input);
            performance.measure('studio.checkTour', { start });
            setState((s) => ({ ...s, problems }));
          });
      })
      .catch(fail);
    return () => {
      live = false;
    };
  }, [locale, version]);
  const drawn = useCallback(() => {
    drawnIn.current = locale;
    onDrawn.current?.();
  }, [locale]);
  return { ...state, drawn };
}

function TourMap() {
  const t = useStudioMessages();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [version, setVersion] = useState(0);
  const locale = LOCALES.includes(params.get('locale')) ? params.get('locale') : DEFAULT_LOCALE;
  const { source, content, problems, error, drawn } = useTour(locale, version);
  const worlds = content?.worlds ?? [];
  const world =
    worlds.find((w) => w.slug === params.get('world'))?.slug ??
    worlds.find((w) => w.isDefault)?.slug ??
    worlds[0]?.slug;
  const map = useMemo(
    () => (content && world ? buildWorldMap(content, world, problems ?? []) : null),
    [content, world, problems],
  );
  const [saved, setSaved] = useState(null);
  const [nodes, setNodes] = useState([]);
  const [drawing, setDrawing] = useState(null);
  const set = (key, value) => setParams((p) => ({ ...Object.fromEntries(p), [key]: value }));

  useEffect(() => {
    if (!world) return;
    let live = true;
    setSaved(null);
    getFetchClient()
      .get(`/studio/layouts/${encodeURIComponent(world)}`)
      .then(({ data }) => live && setSaved(data.data ?? {}))
      .catch(() => live && setSaved({}));
    return () => {
      live = false;
    };
  }, [world]);

  const auto = useMemo(() => (map ? autoLayout(map) : null), [map]);
  useEffect(() => {
    if (!map || !auto || !saved) return;
    const placed = mergeLayout(
      map.nodes.map((n) => n.id),
      auto,
      saved,
    );
    setNodes(
      map.nodes.map((node) => ({
        id: node.id,
        type: 'place',
        position: placed[node.id],
        data: { node, onDraw: (from) => setDrawing({ from, to: null }) },
        ariaLabel: nodeLabel(t, node),
        width: NODE_SIZE.width,
        height: NODE_SIZE.height,
        measured: NODE_SIZE,
        handles: nodeHandles(borderOf(node)),
        domAttributes: { 'data-studio-problem': node.problems.length ? 'true' : undefined },
      })),
    );
  }, [map, auto, saved, t]);
  const edges = useMemo(() => (map ? map.edges.map((e) => edgeOf(t, e)) : []), [map, t]);
  const firstView = useMemo(() => ({ nodes: map ? layoutForest(map).slice(0, FIRST_VIEW) : [], maxZoom: 1 }), [map]);

  const onNodesChange = useCallback((changes) => setNodes((current) => applyNodeChanges(changes, current)), []);
  const keep = useCallback(
    (moved) => {
      const here = new Set(map.nodes.map((n) => n.id));
      const next = Object.fromEntries(Object.entries(saved ?? {}).filter(([id]) => here.has(id)));
      for (const node of moved) next[node.id] = { x: Math.round(node.position.x), y: Math.round(node.position.y) };
      setSaved(next);
      getFetchClient().put(`/studio/layouts/${encodeURIComponent(world)}`, { data: next });
    },
    [map, saved, world],
  );

  const open = (node) => {
    if (node.kind === 'portal') return set('world', node.world);
    const documentId = source.documentId('/api/content-locations', node.id);
    if (documentId) navigate(entryPath('location', documentId, locale));
  };
  /** An arrow opens its transition; a direction no transition plays opens a new one, asking for its clip. */
  const openEdge = (edge) => {
    if (!edge.transition) return setDrawing({ from: edge.from, to: edge.to, oneWay: true });
    const documentId = source.documentId('/api/content-transitions', edge.transition);
    if (documentId) navigate(entryPath('transition', documentId, locale));
  };
  /** Arrow keys on a focused node move it (Shift: further); the place is kept once the key is let go, like a drag. */
  const nudge = (event) => {
    const direction = ARROWS[event.key];
    const id = event.target.classList?.contains('react-flow__node') && event.target.dataset.id;
    if (!direction || !id) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === 'keyup') return keep(nodes.filter((n) => n.id === id));
    const step = event.shiftKey ? STEP.big : STEP.small;
    setNodes((current) =>
      current.map((n) =>
        n.id === id
          ? { ...n, position: { x: n.position.x + direction[0] * step, y: n.position.y + direction[1] * step } }
          : n,
      ),
    );
  };
  const onConnect = ({ source: from, target: to }) => {
    const kind = (id) => map.nodes.find((n) => n.id === id)?.kind;
    if (from !== to && kind(from) === 'location' && kind(to) === 'location') setDrawing({ from, to });
  };

  if (error) return <Typography textColor="danger600">{t('map.error', { error })}</Typography>;
  if (!content || !map || !saved) return <Loader>{t('map.loading')}</Loader>;
  const listed = (problems ?? []).filter((p) => p.entity.world === world || p.entity.world === null);
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Flex gap={4} alignItems="flex-end" wrap="wrap">
        <Box minWidth="16rem">
          <SingleSelect label={t('map.world')} value={world} onChange={(value) => set('world', value)}>
            {worlds.map((w) => (
              <SingleSelectOption key={w.slug} value={w.slug}>
                {w.name || w.slug}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Box>
        <Box minWidth="10rem">
          <SingleSelect label={t('map.locale')} value={locale} onChange={(value) => set('locale', value)}>
            {LOCALES.map((code) => (
              <SingleSelectOption key={code} value={code}>
                {code}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Box>
        <Typography variant="pi" textColor="neutral600">
          {problems === null
            ? t('map.checking')
            : t('map.summary', {
                locations: map.nodes.filter((n) => n.kind === 'location').length,
                problems: listed.length,
              })}
        </Typography>
      </Flex>
      <Tabs.Root defaultValue="map">
        <Tabs.List aria-label={t('map.title')}>
          <Tabs.Trigger value="map">{t('map.tab.map')}</Tabs.Trigger>
          <Tabs.Trigger value="problems">
            {t('map.tab.problems', { count: problems === null ? '…' : listed.length })}
          </Tabs.Trigger>
          <Tabs.Trigger value="seams">{t('map.tab.seams')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="map">
          <Typography variant="pi" textColor="neutral600">
            {t('map.help')}
          </Typography>
          <div
            data-testid="studio.map"
            data-studio-checked={problems === null ? undefined : 'true'}
            style={{
              height: 'calc(100vh - 260px)',
              minHeight: 480,
              border: '1px solid #dcdce4',
              background: '#fafafc',
            }}
            onKeyDownCapture={nudge}
            onKeyUpCapture={nudge}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              const node = event.target.classList?.contains('react-flow__node') && event.target.dataset.id;
              const edge = event.target.closest?.('.react-flow__edge')?.dataset.id;
              if (!node && !edge) return;
              // Else the key's keypress would press the dialog's first button, just opened and focused.
              event.preventDefault();
              if (node) open(map.nodes.find((n) => n.id === node));
              else openEdge(map.edges.find((e) => e.id === edge));
            }}
          >
            <ReactFlow
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onNodeDragStop={(_, __, moved) => keep(moved)}
              onNodeClick={(_, node) => open(node.data.node)}
              onEdgeClick={(_, edge) => openEdge(edge.data.edge)}
              onConnect={onConnect}
              onInit={drawn}
              onlyRenderVisibleElements
              deleteKeyCode={null}
              fitView
              fitViewOptions={firstView}
              minZoom={0.05}
              ariaLabelConfig={{ 'node.a11yDescription.default': t('map.node-help') }}
            >
              <Background />
              <Controls />
            </ReactFlow>
          </div>
        </Tabs.Content>
        <Tabs.Content value="problems">
          <ProblemList problems={problems} listed={listed} source={source} locale={locale} />
        </Tabs.Content>
        <Tabs.Content value="seams">
          <SeamCheck
            content={content}
            world={world}
            source={source}
            locale={locale}
            onChanged={() => setVersion((v) => v + 1)}
          />
        </Tabs.Content>
      </Tabs.Root>
      {drawing && (
        <TransitionDialog
          {...drawing}
          names={Object.fromEntries(map.nodes.map((n) => [n.id, n.label]))}
          targets={map.nodes.filter((n) => n.kind === 'location' && n.id !== drawing.from)}
          onClose={(made) => {
            setDrawing(null);
            if (made) setVersion((v) => v + 1);
          }}
        />
      )}
    </Flex>
  );
}

/** The studio's "Tour map" page (menu link): one world's map, its problems as a list. */
export default function TourMapPage() {
  const t = useStudioMessages();
  return (
    <Page.Main>
      <Page.Title>{t('map.title')}</Page.Title>
      <Layouts.Header title={t('map.title')} subtitle={t('map.subtitle')} />
      <Layouts.Content>
        <ReactFlowProvider>
          <TourMap />
        </ReactFlowProvider>
      </Layouts.Content>
    </Page.Main>
  );
}
