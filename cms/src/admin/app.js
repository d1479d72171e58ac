/**
 * The admin panel in English and German (the studio's labels exist in both, `registerTrads`). Strapi's preview
 * button says where it goes: the showroom (cms/src/utils/preview.js).
 */
export default {
  config: {
    locales: ['de'],
    translations: {
      en: { 'content-manager.preview.panel.button': 'Open in showroom' },
      de: { 'content-manager.preview.panel.button': 'Im Showroom öffnen' },
    },
  },
};
