'use strict';

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * How the Content Manager shows our content to editors (issue 32, "editors are users too"): labels in plain English
 * instead of field names, a description where a field needs one, the fields that belong together side by side, the
 * ids editors never type read-only, list columns, and each entry named by its title or name in lists and relation
 * pickers (`mainField`). Strapi keeps this per content type and component in its core store
 * (`plugin_content_manager_configuration_content_types::<uid>`, `…_components::<uid>`), where an admin may change it
 * again under "Configure the view"; `applyEditorViews` writes it through the Content Manager's own service at each
 * start, once per version of a type's view below, so an admin's later change stays until that view changes.
 *
 * A view: `mainField` (the field naming an entry), `sort` (the list's order, default the mainField), `list` (its
 * columns), `fields` (`name: [label, description?, options?]`, options `{ readOnly, mainField }`, mainField
 * for a relation: the target's field its picker shows) and `edit` (rows of field names; a row holds at most 12
 * columns, each field the size Strapi gives its type). A field `edit` leaves out stays where Strapi had it, after.
 */

const TOUR_NAME = { readOnly: true };
const BY_TITLE = { mainField: 'title' };
const BY_NAME = { mainField: 'name' };

/** The fields of every hotspot type (components hotspots.*). */
const HOTSPOT = {
  mainField: 'title',
  fields: {
    title: ['Label', 'What visitors read on the hotspot.'],
    position: ['Place on the picture', 'Set it on the picture: Place hotspots, in the Studio panel on the right.'],
    action_target: ['Opens', 'What a tap opens, picked by its title.'],
    media: ['Documents and media', 'What a documents or media hotspot opens.'],
    background_image: ['Own picture', 'A custom hotspot shows this picture instead of the standard marker.'],
    categories: ['Categories'],
    priority: ['Priority'],
  },
  edit: [['title'], ['position'], ['action_target'], ['media', 'background_image'], ['categories'], ['priority']],
};

/** Every hotspot type: the components in components/hotspots/ (their schemas decide, not a copy of the list). */
const HOTSPOT_TYPES = fs
  .readdirSync(path.join(__dirname, '..', 'components', 'hotspots'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

const CONTENT_TYPES = {
  'api::content-location.content-location': {
    mainField: 'title',
    list: ['title', 'world', 'slug', 'updatedAt'],
    fields: {
      title: ['Title', 'The room’s name, as visitors read it.'],
      world: ['World', null, BY_NAME],
      slug: [
        'Address',
        'The end of the room’s web address. Made from the title when left empty; one for all languages.',
      ],
      payloadId: [
        'Tour name',
        'The name transitions, arrows and links use for this room: its address when it was made. One for all languages.',
        TOUR_NAME,
      ],
      background: [
        'Picture and video',
        'What the room shows: the 16:9 still (default_background_16x9) that every screen crops from, a video, more sizes.',
      ],
      hotspots: ['Hotspots', 'Place them on the picture: Place hotspots, in the Studio panel on the right.'],
      hotspots_appere_animation: ['How hotspots appear'],
      priority_in_location_category: ['Order in its category'],
      arrow_navigation_prew: ['Arrow back to', 'The room the left arrow leads to.', BY_TITLE],
      arrow_navigation_next: ['Arrow on to', 'The room the right arrow leads to.', BY_TITLE],
      group: ['Group', 'The group of rooms it belongs to in the navigation bar.'],
      station_category: ['Category'],
      world_item: ['Portal to another world', 'Only for a room that stands for another world.'],
      menus: ['Menus', 'Menus shown in this room, by their key.'],
    },
    edit: [
      ['title', 'world'],
      ['slug', 'payloadId'],
      ['background'],
      ['hotspots'],
      ['hotspots_appere_animation'],
      ['arrow_navigation_prew', 'arrow_navigation_next'],
      ['group'],
      ['station_category'],
      ['priority_in_location_category'],
      ['world_item'],
      ['menus'],
    ],
  },
  'api::content-transition.content-transition': {
    mainField: 'payloadId',
    list: ['payloadId', 'from', 'to', 'world'],
    fields: {
      payloadId: ['Name', 'Made from its ends: <from>--<to>.', TOUR_NAME],
      from: ['From', null, BY_TITLE],
      to: ['To', null, BY_TITLE],
      background: ['Clip', 'The filmed move from one room to the other. Without a clip the move is a cut.'],
      transitionOptions: ['Options'],
      world: ['World', 'The world of the room it leaves.', BY_NAME],
      weight: ['Weight', 'How much the way finder avoids this transition: higher is avoided more (100: normal).'],
    },
    edit: [['from', 'to'], ['background'], ['transitionOptions'], ['world', 'weight'], ['payloadId']],
  },
  'api::world.world': {
    mainField: 'name',
    list: ['name', 'slug', 'default', 'start_location_id'],
    fields: {
      name: ['Name'],
      slug: ['Address', 'The world’s part of the showroom’s web address; one for all languages.'],
      default: ['Default world', 'The world the showroom opens with.'],
      start_page: ['Start page', 'Show the start page before the world.'],
      start_location_id: ['Start location', 'The tour name of the room visitors start in.'],
      URL_ALIAS: ['Own host name', 'A host name that opens this world directly; empty for none.'],
      protect_with_password: ['Password protected'],
      password: ['Password', 'Visitors type it to enter. Kept only as a hash: type a new one to change it.'],
      only_logged_in_users: ['Only for signed-in visitors'],
      only_logged_in_user: [
        'Only for signed-in visitors (older spelling)',
        'The same switch as spelt by older content: either one closes the world.',
      ],
      logo: ['Logo'],
      logo_settings: ['Logo settings'],
      menus: ['Menus', 'Menus shown in this world, by their key.'],
      screensaver: ['Screensaver', null, BY_NAME],
      screensaver_timeout: ['Screensaver after (seconds)'],
      sidebars_transition_time: ['Sidebar animation (seconds)'],
      header_components: ['Header parts', 'The parts of the header, in order (JSON list).'],
    },
    edit: [
      ['name', 'slug'],
      ['default', 'start_page'],
      ['start_location_id', 'URL_ALIAS'],
      ['protect_with_password', 'password'],
      ['only_logged_in_users', 'only_logged_in_user'],
      ['logo'],
      ['logo_settings'],
      ['menus'],
      ['screensaver', 'screensaver_timeout'],
      ['sidebars_transition_time'],
      ['header_components'],
    ],
  },
  'api::article.article': {
    mainField: 'title',
    list: ['title', 'updatedAt'],
    fields: {
      title: ['Title'],
      sections: ['Sections'],
      tags: ['Tags'],
      action_buttons: ['Buttons'],
    },
  },
  'api::dashboard.dashboard': {
    mainField: 'title',
    list: ['title', 'logo', 'updatedAt'],
    fields: {
      title: ['Title'],
      logo: ['Logo'],
      links: ['Links'],
      contacts: ['Contacts'],
      action_buttons: ['Buttons'],
      media_library: ['Media library'],
    },
  },
  'api::menu.menu': {
    mainField: 'title',
    list: ['title', 'key', 'updatedAt'],
    fields: {
      title: ['Title'],
      key: [
        'Key',
        'The name worlds, groups, rooms and hotspots use for this menu (application-main, …); one for all languages.',
      ],
      items: ['Items'],
    },
    edit: [['title', 'key'], ['items']],
  },
  'api::icon.icon': {
    mainField: 'name',
    list: ['name', 'svg'],
    fields: { name: ['Name'], svg: ['Picture (SVG)'] },
  },
  'api::screensaver.screensaver': {
    mainField: 'name',
    list: ['name', 'auto_generated', 'updatedAt'],
    fields: {
      name: ['Name'],
      auto_generated: ['Made automatically'],
      media: ['Items', 'Pictures, videos and rooms, shown in this order.'],
    },
  },
  'api::ui-translation.ui-translation': {
    fields: { items: ['Texts', 'The showroom’s own texts (buttons, messages), by key.'] },
  },
  'api::lead.lead': {
    mainField: 'email',
    sort: 'submittedAt',
    sortOrder: 'DESC',
    list: ['submittedAt', 'lastName', 'company', 'email'],
    fields: {
      submittedAt: ['Sent'],
      firstName: ['First name'],
      lastName: ['Last name'],
      company: ['Company'],
      email: ['Email'],
      phone: ['Phone'],
      subject: ['Subject'],
      message: ['Message'],
      language: ['Language'],
      leadKey: ['Submission key', 'The contact form’s own key for this message.', { readOnly: true }],
    },
    edit: [
      ['submittedAt', 'language'],
      ['firstName', 'lastName'],
      ['company', 'email'],
      ['phone', 'subject'],
      ['message'],
      ['leadKey'],
    ],
  },
  'api::app-setting.app-setting': {
    fields: {
      default_world: ['Default world', null, BY_NAME],
      app_logo: ['App logo'],
      pathfinding: ['Moving between rooms'],
      hotspots: ['Hotspots'],
      content_slider: ['Content slider'],
      screensaver: ['Screensaver'],
      start_page_background: ['Start page background'],
      login_page_background: ['Sign-in page background'],
      power_save_mode: ['Power save on', 'Switches every kiosk to power save now.'],
      power_save_schedule: [
        'Power-save times',
        'Daily times in the kiosk’s clock; a time to before from runs past midnight.',
      ],
      power_save_mode_page_background: ['Power-save page background'],
      box_hooks: ['Box hooks'],
    },
    edit: [
      ['default_world', 'app_logo'],
      ['pathfinding'],
      ['hotspots'],
      ['content_slider'],
      ['screensaver'],
      ['start_page_background', 'login_page_background'],
      ['power_save_mode'],
      ['power_save_schedule'],
      ['power_save_mode_page_background'],
      ['box_hooks'],
    ],
  },
};

const COMPONENTS = {
  ...Object.fromEntries(HOTSPOT_TYPES.map((type) => [`hotspots.${type}`, HOTSPOT])),
  'shared.position': {
    fields: { x: ['Across', '0 at the left edge, 1 at the right.'], y: ['Down', '0 at the top, 1 at the bottom.'] },
  },
  'shared.action-target': {
    fields: {
      target_document: ['Article or dashboard'],
      payloadId: ['Location or world'],
      url: ['Link'],
      menu_key: ['Menu'],
      new_tab: ['Open in a new tab'],
      new_window: ['Open in a new window'],
    },
    // One picker a row: the studio shows only the one the action needs (targets/target-field.jsx).
    edit: [['target_document'], ['payloadId'], ['url'], ['menu_key'], ['new_tab', 'new_window']],
  },
  'shared.action-button': {
    mainField: 'label',
    fields: {
      label: ['Label'],
      action: ['Action', 'What a tap does, when there are no steps below.'],
      action_target: ['Opens'],
      action_stack: ['Steps', 'What a tap runs, step by step; the steps replace the action above.'],
      media: ['Media', 'The document, video or picture it opens.'],
      cover: ['Cover picture'],
    },
    edit: [['label', 'action'], ['action_target'], ['action_stack'], ['media', 'cover']],
  },
  'shared.category': { mainField: 'title', fields: { title: ['Title'], priority: ['Order'] } },
  'shared.menu-ref': { mainField: 'key', fields: { key: ['Menu key'] } },
  'location.background': {
    mainField: 'key',
    fields: {
      key: ['Size', 'default_background_16x9 is the 16:9 still that every screen crops from.'],
      type: ['Picture or video'],
      image: ['Picture', 'For a video: its first frame.'],
      video: ['Video'],
      options: ['Video options'],
    },
    edit: [['key', 'type'], ['image', 'video'], ['options']],
  },
  'location.background-options': {
    fields: { loop: ['Loop'], blending_time: ['Cross-fade (seconds)'] },
  },
  'location.group': {
    mainField: 'title',
    fields: {
      title: ['Title'],
      slug: ['Address'],
      navigation_color: ['Colour in the navigation bar'],
      menus: ['Menus'],
    },
    edit: [['title', 'slug'], ['navigation_color'], ['menus']],
  },
  'location.world-item': {
    fields: {
      world: ['World', 'The world this room leads to.', BY_NAME],
      key: ['Key', 'portal-<the world’s address>'],
      type: ['Type', 'world'],
    },
    edit: [['world'], ['key', 'type']],
  },
  'screensaver.image': { fields: { media: ['Picture'], displayed_time: ['Shown for'] } },
  'screensaver.video': { fields: { media: ['Video'] } },
  'screensaver.location': {
    fields: { location: ['Room', null, BY_TITLE], wait: ['Stays for'] },
  },
  'settings.box-hook': {
    mainField: 'name',
    fields: { name: ['Name'], type: ['When'], params: ['Parameters'] },
  },
  'settings.content-slider': {
    fields: {
      autoplay: ['Play by itself'],
      delay: ['Delay'],
      pause_on_focus: ['Pause on focus'],
      pause_on_hover: ['Pause on hover'],
    },
  },
  'settings.hotspots': {
    fields: {
      stagger: ['One after another'],
      stagger_interval: ['Time between two'],
      expand_all: ['Show all labels'],
      default_animation: ['How hotspots appear'],
    },
  },
  'settings.pathfinding': {
    fields: {
      fly_mode: ['Fly through'],
      max_items: ['Most rooms on the way'],
      skip_location: ['Skip rooms on the way'],
      playback_rate: ['Playback speed'],
      blending_time: ['Cross-fade (seconds)', 'When set, every cross-fade takes this long.'],
      reduced_motion: ['Reduced motion', 'A cross-fade instead of every clip.'],
    },
  },
  'settings.power-save-window': {
    mainField: 'from',
    fields: { from: ['From (HH:MM)'], to: ['To (HH:MM)'] },
  },
  'settings.screensaver': {
    fields: {
      enabled: ['On'],
      timeout: ['After (seconds)'],
      interval: ['Change every'],
      only_offline: ['Only offline'],
      default_screensaver: ['Screensaver', null, BY_NAME],
    },
  },
  'transition.background': {
    fields: {
      video: ['Clip', 'The filmed move. Without a clip the move is a cut.'],
      image: ['Still', 'The picture of the room it leaves.'],
    },
  },
  'transition.options': {
    fields: {
      active: ['On', 'Off: the way finder does not use this transition.'],
      direct_transition: ['Direct', 'A cross-fade instead of the clip.'],
      blending_time: ['Cross-fade (seconds)'],
    },
  },
  'ui.translation-item': { mainField: 'key', fields: { key: ['Key'], value: ['Text'] } },
  'world.logo-settings': {
    fields: {
      logo_main_has_background: ['Main logo: background'],
      logo_main_background_color: ['Main logo: background colour'],
      logo_main_stick_to_top: ['Main logo: at the top'],
      logo_main_has_shadow: ['Main logo: shadow'],
      logo_main_color: ['Main logo: colour'],
      logo_main_heightInEm: ['Main logo: height (em)'],
      logo_sidebar_color: ['Sidebar logo: colour'],
      logo_sidebar_heightInEm: ['Sidebar logo: height (em)'],
    },
  },
  'article.section': {
    mainField: 'title',
    fields: {
      title: ['Title'],
      text: ['Text'],
      icon: ['Icon', null, BY_NAME],
      media: ['Video'],
      images: ['Pictures'],
      slides: ['Slides'],
      poster: ['Poster'],
    },
    edit: [['title', 'icon'], ['text'], ['images', 'slides'], ['media', 'poster']],
  },
  'article.tag': { mainField: 'name', fields: { name: ['Name'] } },
  'dashboard.contact': {
    mainField: 'name',
    fields: { name: ['Name'], role: ['Role'], email: ['Email'], phone: ['Phone'], image: ['Photo'] },
  },
  'dashboard.media-item': {
    mainField: 'title',
    fields: { title: ['Title'], cover: ['Cover picture'], media: ['Media'] },
  },
};

/** The labels of the times Strapi keeps on every entry (a list column). */
const TIMESTAMPS = { createdAt: 'Created', updatedAt: 'Last changed' };

/** Strapi's default size of a field in the edit view (@strapi/content-manager, services/field-sizes). */
function sizeOf(attribute) {
  if (['dynamiczone', 'component', 'json', 'richtext', 'blocks'].includes(attribute.type)) return 12;
  if (['boolean', 'date', 'time', 'biginteger', 'decimal', 'float', 'integer'].includes(attribute.type)) return 4;
  return 6;
}

/**
 * The Content Manager configuration of `view` for the model `attributes` (its schema's), over `current` (what the
 * store holds: `{ settings, metadatas, layouts }`): only what the view names changes. Throws on a field the model
 * does not have or a row wider than 12 columns.
 */
function configurationOf(uid, view, attributes, current) {
  const missing = [...Object.keys(view.fields ?? {}), ...(view.list ?? []), ...(view.edit ?? []).flat()].filter(
    (name) => !attributes[name] && !(name in TIMESTAMPS),
  );
  if (missing.length) throw new Error(`${uid}: no field ${missing.join(', ')}`);
  const settings = { ...current.settings };
  if (view.mainField) {
    settings.mainField = view.mainField;
    settings.defaultSortBy = view.sort ?? view.mainField;
    settings.defaultSortOrder = view.sortOrder ?? 'ASC';
  }
  const metadatas = { ...current.metadatas };
  for (const [name, label] of Object.entries(TIMESTAMPS))
    if (metadatas[name])
      metadatas[name] = {
        edit: { ...metadatas[name].edit, label },
        list: { ...metadatas[name].list, label },
      };
  for (const [name, [label, description, options = {}]] of Object.entries(view.fields ?? {})) {
    const { edit = {}, list = {} } = current.metadatas?.[name] ?? {};
    metadatas[name] = {
      edit: {
        ...edit,
        label,
        description: description ?? '',
        visible: true,
        editable: !options.readOnly,
        ...(options.mainField ? { mainField: options.mainField } : {}),
      },
      list: { ...list, label },
    };
  }
  const layouts = { ...current.layouts };
  if (view.list) layouts.list = view.list;
  if (view.edit) {
    const placed = new Set(view.edit.flat());
    const rows = view.edit.map((row) => row.map((name) => ({ name, size: sizeOf(attributes[name]) })));
    for (const row of rows) {
      const width = row.reduce((sum, field) => sum + field.size, 0);
      if (width > 12) throw new Error(`${uid}: the row ${row.map((f) => f.name).join(', ')} is ${width} columns wide`);
    }
    // What the view leaves out keeps Strapi's place, after the view's rows.
    const rest = (current.layouts?.edit ?? [])
      .map((row) => row.filter((field) => !placed.has(field.name)))
      .filter((row) => row.length);
    layouts.edit = [...rows, ...rest];
  }
  return { settings, metadatas, layouts };
}

/** Every view, as `[kind, uid, view]`. */
const VIEWS = [
  ...Object.entries(CONTENT_TYPES).map(([uid, view]) => ['content-types', uid, view]),
  ...Object.entries(COMPONENTS).map(([uid, view]) => ['components', uid, view]),
];

/** A view's version: the view and what every view shares (the times' labels). */
const versionOf = (view) =>
  createHash('sha256')
    .update(JSON.stringify([view, TIMESTAMPS]))
    .digest('hex')
    .slice(0, 16);

/** Where the version of each view last applied is kept: `{ [uid]: version }`. */
const STORE = { type: 'plugin', name: 'vf-editor-views', key: 'applied' };

/**
 * At each start, after the Content Manager has synchronised its configurations with the schemas: every view whose
 * version was not applied yet is written over the stored configuration (the admin's changes to other fields and
 * types stay). Returns the uids written.
 */
async function applyEditorViews(strapi) {
  const store = strapi.store({ type: STORE.type, name: STORE.name });
  const applied = (await store.get({ key: STORE.key })) ?? {};
  const manager = strapi.plugin('content-manager');
  const written = [];
  for (const [kind, uid, view] of VIEWS) {
    const version = versionOf(view);
    if (applied[uid] === version) continue;
    const service = manager.service(kind);
    const model = kind === 'components' ? service.findComponent(uid) : service.findContentType(uid);
    if (!model) continue;
    const current = await service.findConfiguration(model);
    const { settings, metadatas, layouts } = configurationOf(uid, view, model.attributes, current);
    await service.updateConfiguration(model, { settings, metadatas, layouts });
    applied[uid] = version;
    written.push(uid);
  }
  if (written.length) {
    await store.set({ key: STORE.key, value: applied });
    strapi.log.info(`[editor views] the Content Manager's view of ${written.length} types and components set`);
  }
  return written;
}

module.exports = { applyEditorViews, configurationOf, CONTENT_TYPES, COMPONENTS };
