import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { unstable_useContentManagerContext as useContentManagerContext, useForm } from '@strapi/strapi/admin';
import { MIN_LABEL, placeHotspots } from '../../../../../../src/domain/hotspot-placement.ts';
import { chooseBackground, IMAGE_FORMAT_WIDTHS, imageRenditions } from '../../../../../../src/domain/media.ts';
import { hotspotType, typeName } from './hotspot-types.js';
import { useStudioMessages } from './messages.js';
import { inCrop, screenCrops } from './screens.js';

/** Arrow keys move the focused marker by a thousandth of the picture, with Shift by a hundredth. */
const STEP = 0.001;
const BIG_STEP = 0.01;
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
/** The marker's diameter and the gap to its label in px; the marker's centre is the hotspot's anchor, as in the showroom. */
const MARKER = 24;
const GAP = 6;
/** A label's widest: the showroom's (16rem) and room for the type's tag. */
const LABEL_MAX = 320;
/** Room kept beside the dialog's picture for the dialog's margins, title, help, legend and footer. */
const CHROME = 370;

const clamp01 = (value) => Math.min(1, Math.max(0, value));
/** Positions are stored with four decimals (a tenth of a pixel on a 4K picture is less). */
const round = (value) => Math.round(clamp01(value) * 1e4) / 1e4;
const percent = (value) => (value * 100).toFixed(1);

/**
 * The still the showroom shows on a wall (`domain/media.ts` `chooseBackground`, landscape): `{ image, aspect }`, or
 * `{ problem }` (a message key) when there is none; a video background's still is its `image`.
 */
function pictureOf(backgrounds) {
  const usable = (Array.isArray(backgrounds) ? backgrounds : []).map((background) => ({
    ...background,
    image: background.image ?? null,
    video: background.video ?? null,
  }));
  const chosen = chooseBackground(usable, 'landscape');
  if (!chosen?.image) return { problem: chosen?.video ? 'picture.video-without-still' : 'picture.none' };
  const { image } = chosen;
  const renditions = imageRenditions({ ...image, formats: image.formats ?? {} }).filter(
    (rendition) => rendition.width <= IMAGE_FORMAT_WIDTHS.xlarge,
  );
  if (!renditions.length) return { problem: 'picture.no-format' };
  return { renditions, aspect: image.width && image.height ? image.width / image.height : 16 / 9 };
}

/**
 * The picture for a board `pixels` wide (its CSS width times devicePixelRatio), of `renditions` (Strapi's formats up
 * to `xlarge`, and the original only when it is no wider: never the 4K one): the smallest at least that wide, else
 * the widest.
 */
const renditionFor = (renditions, pixels) => renditions.find((r) => r.width >= pixels) ?? renditions.at(-1);

/**
 * The showroom's label places (`placeHotspots`) keep every label off the other markers; the dialog shows every label
 * at once, so two in one line that face each other (one right of its marker, the next left of its own) share the
 * room between their markers, and one with less than `MIN_LABEL` is set aside.
 */
function shareFacingRooms(places, measures) {
  const rooms = places.map((place) => place.label);
  places.forEach((first, i) => {
    places.forEach((second, j) => {
      if (first.side !== 'end' || second.side !== 'start' || measures[j].x <= measures[i].x) return;
      if (Math.abs(measures[i].y - measures[j].y) >= Math.max(measures[i].height, measures[j].height)) return;
      const between = measures[j].x - measures[i].x - MARKER - 2 * GAP;
      if (rooms[i] + rooms[j] <= between) return;
      // Each gets half, or more where the other needs less than its half.
      const mine = Math.min(rooms[i], Math.max(between / 2, between - rooms[j]));
      const theirs = Math.min(rooms[j], Math.max(0, between - mine));
      rooms[i] = mine < MIN_LABEL ? 0 : mine;
      rooms[j] = theirs < MIN_LABEL ? 0 : theirs;
    });
  });
  return places.map((place, i) => ({ side: place.side, label: Math.floor(rooms[i]) }));
}

/** A hotspot's anchor: its `position`, the picture's middle while it has none. */
const anchorOf = (hotspot) => ({ x: hotspot.position?.x ?? 0.5, y: hotspot.position?.y ?? 0.5 });

function Marker({ hotspot, index, point, place, screens, dragging, onGrab, onKeyMove }) {
  const t = useStudioMessages();
  const { colour } = hotspotType(hotspot.__component);
  const type = typeName(t, hotspot.__component);
  const title = hotspot.title || t('marker.untitled');
  const hiddenOn = screens.filter((screen) => !inCrop(point, screen.crop)).map((screen) => t(`screen.${screen.name}`));
  const name = [
    t('marker.name', { title, type, x: percent(point.x), y: percent(point.y) }),
    hiddenOn.length > 0 ? t('marker.hidden-on', { screens: hiddenOn.join(', ') }) : null,
  ]
    .filter(Boolean)
    .join('; ');
  // The label's side and room as the showroom decides them (`placeHotspots`); hidden where there is too little.
  const start = place?.side === 'start';
  const hidden = place?.label === 0;
  return (
    <button
      type="button"
      data-studio-marker={index}
      data-testid={`studio.marker.${index}`}
      aria-label={name}
      onPointerDown={(event) => onGrab(event, index)}
      onKeyDown={(event) => {
        const arrow = ARROWS[event.key];
        if (!arrow) return;
        event.preventDefault();
        const step = event.shiftKey ? BIG_STEP : STEP;
        onKeyMove(index, { x: point.x + arrow[0] * step, y: point.y + arrow[1] * step });
      }}
      style={{
        position: 'absolute',
        left: `${point.x * 100}%`,
        top: `${point.y * 100}%`,
        transform: start
          ? `translate(calc(-100% + ${MARKER / 2}px), -${MARKER / 2}px)`
          : `translate(-${MARKER / 2}px, -${MARKER / 2}px)`,
        display: 'flex',
        flexDirection: start ? 'row-reverse' : 'row',
        alignItems: 'flex-start',
        gap: GAP,
        padding: 0,
        border: 'none',
        background: 'none',
        cursor: dragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        zIndex: dragging ? 3 : 2,
      }}
    >
      <span
        aria-hidden="true"
        data-studio-dot=""
        style={{
          flex: 'none',
          width: MARKER,
          height: MARKER,
          borderRadius: '50%',
          background: colour,
          border: '3px solid #fff',
          boxShadow: '0 0 0 1px rgba(0,0,0,.6), 0 1px 4px rgba(0,0,0,.5)',
          boxSizing: 'border-box',
        }}
      />
      <span
        aria-hidden="true"
        data-studio-label=""
        style={{
          display: 'flex',
          flexDirection: 'column',
          boxSizing: 'border-box',
          maxWidth: place ? place.label : LABEL_MAX,
          overflow: 'hidden',
          visibility: hidden ? 'hidden' : undefined,
          alignItems: start ? 'flex-end' : 'flex-start',
          gap: 2,
          minWidth: 0,
          padding: '2px 6px',
          borderRadius: 4,
          background: 'rgba(17,17,17,.8)',
          color: '#fff',
          fontSize: 12,
          lineHeight: 1.3,
          textAlign: start ? 'right' : 'left',
        }}
      >
        <span style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <strong style={{ background: colour, borderRadius: 3, padding: '0 4px', marginInlineEnd: 4 }}>{type}</strong>
          {title}
        </span>
        {hiddenOn.length > 0 && (
          <span style={{ color: '#fde68a', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            ⚠ {t('marker.hidden-on', { screens: hiddenOn.join(', ') })}
          </span>
        )}
      </span>
    </button>
  );
}

/** The crop of one sold screen: its outline, its name, and a shade over what it hides. */
function CropFrame({ screen, order }) {
  const t = useStudioMessages();
  const { crop, colour, line } = screen;
  return (
    <div
      aria-hidden="true"
      data-testid={`studio.crop.${screen.name}`}
      style={{
        position: 'absolute',
        left: `${crop.x * 100}%`,
        top: `${crop.y * 100}%`,
        width: `${crop.width * 100}%`,
        height: `${crop.height * 100}%`,
        boxSizing: 'border-box',
        border: `3px ${line} ${colour}`,
        boxShadow: '0 0 0 100vmax rgba(0,0,0,.18)',
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      <span
        style={{
          position: 'absolute',
          // Centred, one row each: crops that nearly coincide (table, portrait wall, phone) keep their names apart,
          // and no name crosses another crop's edge.
          bottom: 4 + order * 22,
          left: '50%',
          transform: 'translateX(-50%)',
          padding: '1px 6px',
          borderRadius: 3,
          background: colour,
          color: '#111',
          fontSize: 12,
          fontWeight: 600,
          whiteSpace: 'nowrap',
        }}
      >
        {t('crops.screen', {
          screen: t(`screen.${screen.name}`),
          width: screen.size.width,
          height: screen.size.height,
        })}
      </span>
    </div>
  );
}

/** Asks for the type (the dynamic zone's components) and label of a hotspot added where the editor clicked. */
function AddHotspot({ point, onAdd, onCancel }) {
  const t = useStudioMessages();
  const { components, contentType } = useContentManagerContext();
  const uids = contentType?.attributes?.hotspots?.components ?? [];
  const [uid, setUid] = useState(null);
  const [title, setTitle] = useState('');
  return (
    <Box padding={3} background="primary100" hasRadius>
      <Flex gap={3} alignItems="flex-end" wrap="wrap">
        <Typography variant="omega" fontWeight="bold" style={{ alignSelf: 'center' }}>
          {t('add.title', { x: percent(point.x), y: percent(point.y) })}
        </Typography>
        <Field.Root name="studio-type" required>
          <Field.Label>{t('add.type')}</Field.Label>
          <SingleSelect value={uid} onChange={setUid} placeholder={t('add.type-placeholder')}>
            {uids.map((option) => (
              <SingleSelectOption key={option} value={option}>
                {`${typeName(t, option)} · ${components?.[option]?.info?.displayName ?? option}`}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Field.Root>
        <Field.Root name="studio-title">
          <Field.Label>{t('add.label')}</Field.Label>
          <TextInput value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field.Root>
        <Button disabled={!uid} onClick={() => onAdd(uid, title)}>
          {t('add.confirm')}
        </Button>
        <Button variant="tertiary" onClick={onCancel}>
          {t('add.cancel')}
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * The location's picture with every hotspot of the form where the showroom draws it (its anchor, `position` x,y
 * in 0..1 of the 16:9 picture from its top-left corner, is the marker's centre) and the crops of the sold screens.
 * Moving and adding write the form (`useForm`); the entry is saved with the edit view's Save.
 */
export function PlacementBoard() {
  const t = useStudioMessages();
  const hotspots = useForm('StudioBoard', (form) => form.values.hotspots);
  const backgrounds = useForm('StudioBoard', (form) => form.values.background);
  const location = useForm('StudioBoard', (form) => form.values.title);
  const onChange = useForm('StudioBoard', (form) => form.onChange);
  const addFieldRow = useForm('StudioBoard', (form) => form.addFieldRow);
  const picture = useMemo(() => pictureOf(backgrounds), [backgrounds]);
  const screens = useMemo(() => (picture.aspect ? screenCrops(picture.aspect) : []), [picture.aspect]);
  const [shown, setShown] = useState(() => new Set(screens.map((screen) => screen.name)));
  const [drag, setDrag] = useState(null);
  const held = useRef(null);
  const [adding, setAdding] = useState(null);
  const board = useRef(null);
  const [size, setSize] = useState(null);
  const [places, setPlaces] = useState([]);
  const list = useMemo(() => (Array.isArray(hotspots) ? hotspots : []), [hotspots]);
  const points = useMemo(
    () => list.map((hotspot, index) => (drag?.index === index ? drag.point : anchorOf(hotspot))),
    [list, drag],
  );

  useLayoutEffect(() => {
    const element = board.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [picture.renditions]);
  // Chosen once the board's size is known; a bigger board (the window grown) gets a bigger one, a smaller keeps it.
  const needed =
    size && picture.renditions ? renditionFor(picture.renditions, size.width * window.devicePixelRatio) : null;
  const [shownPicture, setShownPicture] = useState(null);
  useLayoutEffect(() => {
    setShownPicture((current) =>
      current && needed && picture.renditions.includes(current) && current.width >= needed.width ? current : needed,
    );
  }, [needed, picture.renditions]);
  // Each label's side and room, as the showroom places them (`domain/hotspot-placement.ts`), from the labels'
  // natural widths; a new state only when something changed.
  useLayoutEffect(() => {
    if (!size || !board.current) return;
    const labels = [...board.current.querySelectorAll('[data-studio-label]')];
    const measures = points.map((point, i) => ({
      x: point.x * size.width,
      y: point.y * size.height,
      shown: true,
      marker: MARKER,
      gap: GAP,
      label: Math.min(labels[i]?.scrollWidth ?? 0, LABEL_MAX),
      height: Math.max(MARKER, labels[i]?.offsetHeight ?? 0),
    }));
    const next = shareFacingRooms(placeHotspots(measures, size, MARKER), measures);
    setPlaces((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
  }, [size, points]);

  /** The pointer's place on the picture, in fractions of it. */
  const pointAt = (event) => {
    const box = board.current.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };
  const move = (index, point) =>
    onChange(`hotspots.${index}.position`, { ...list[index].position, x: round(point.x), y: round(point.y) });

  const grab = (event, index) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const pointer = pointAt(event);
    const anchor = anchorOf(list[index]);
    // Where on the marker it was taken: a grab off its centre does not make it jump. Kept in a ref, not read from a
    // render's closure: under load pointer events come faster than renders, and the drop must land where it was let go.
    held.current = { index, dx: anchor.x - pointer.x, dy: anchor.y - pointer.y };
    setDrag({ index, point: anchor });
  };
  /** Where the held marker's anchor is with the pointer at `event`. */
  const heldAt = (event) => {
    const pointer = pointAt(event);
    return { x: clamp01(pointer.x + held.current.dx), y: clamp01(pointer.y + held.current.dy) };
  };
  const dragMove = (event) => {
    if (held.current) setDrag({ index: held.current.index, point: heldAt(event) });
  };
  const drop = (event) => {
    if (!held.current) return;
    move(held.current.index, heldAt(event));
    held.current = null;
    setDrag(null);
  };
  const cancel = () => {
    held.current = null;
    setDrag(null);
  };

  if (picture.problem) {
    return (
      <Typography variant="omega" textColor="danger600" tag="p">
        {t(picture.problem)}
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      {adding ? (
        <AddHotspot
          point={adding}
          onCancel={() => setAdding(null)}
          onAdd={(uid, title) => {
            addFieldRow('hotspots', { __component: uid, title, position: { x: round(adding.x), y: round(adding.y) } });
            setAdding(null);
          }}
        />
      ) : (
        <Typography variant="omega" textColor="neutral700" tag="p">
          {t('dialog.help')}
        </Typography>
      )}
      <Flex gap={4} wrap="wrap" role="group" aria-label={t('crops.legend')}>
        <Typography variant="sigma" textColor="neutral600">
          {t('crops.legend')}
        </Typography>
        {screens.map((screen) => (
          <Checkbox
            key={screen.name}
            checked={shown.has(screen.name)}
            onCheckedChange={(checked) => {
              const next = new Set(shown);
              if (checked) next.add(screen.name);
              else next.delete(screen.name);
              setShown(next);
            }}
          >
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 18,
                height: 0,
                borderTop: `3px ${screen.line} ${screen.colour}`,
                outline: '1px solid #666',
                verticalAlign: 'middle',
                marginInlineEnd: 6,
              }}
            />
            {t('crops.screen', {
              screen: t(`screen.${screen.name}`),
              width: screen.size.width,
              height: screen.size.height,
            })}
          </Checkbox>
        ))}
      </Flex>
      <div
        ref={board}
        role="group"
        aria-label={t('picture.label', { location: location ?? '' })}
        data-testid="studio.picture"
        onPointerMove={dragMove}
        onPointerUp={drop}
        onPointerCancel={cancel}
        onClick={(event) => {
          if (event.target.closest('[data-studio-marker]')) return;
          setAdding(pointAt(event));
        }}
        style={{
          position: 'relative',
          width: `min(100%, calc((100vh - ${CHROME}px) * ${picture.aspect}))`,
          aspectRatio: String(picture.aspect),
          margin: '0 auto',
          overflow: 'hidden',
          userSelect: 'none',
          cursor: 'crosshair',
          background: '#222',
        }}
      >
        {shownPicture && (
          <img
            src={shownPicture.url}
            alt=""
            draggable={false}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
          />
        )}
        {screens
          .filter((screen) => shown.has(screen.name))
          .map((screen, order) => (
            <CropFrame key={screen.name} screen={screen} order={order} />
          ))}
        {list.map((hotspot, index) => (
          <Marker
            key={hotspot.__temp_key__ ?? hotspot.id ?? index}
            hotspot={hotspot}
            index={index}
            point={points[index]}
            place={places[index]}
            screens={screens}
            dragging={drag?.index === index}
            onGrab={grab}
            onKeyMove={move}
          />
        ))}
        {adding && (
          <span
            aria-hidden="true"
            style={{
              position: 'absolute',
              left: `${adding.x * 100}%`,
              top: `${adding.y * 100}%`,
              width: MARKER,
              height: MARKER,
              transform: `translate(-${MARKER / 2}px, -${MARKER / 2}px)`,
              borderRadius: '50%',
              border: '3px dashed #fff',
              boxSizing: 'border-box',
              zIndex: 2,
            }}
          />
        )}
      </div>
    </Flex>
  );
}
