'use strict';

/** SPEC §9: ten locales, de the default. */
const LOCALES = [
  { code: 'de', name: 'German (de)' },
  { code: 'en', name: 'English (en)' },
  { code: 'fr', name: 'French (fr)' },
  { code: 'it', name: 'Italian (it)' },
  { code: 'es', name: 'Spanish (es)' },
  { code: 'pl', name: 'Polish (pl)' },
  { code: 'cs', name: 'Czech (cs)' },
  { code: 'zh', name: 'Chinese (zh)' },
  { code: 'en-US', name: 'English (United States) (en-US)' },
  { code: 'es-MX', name: 'Spanish (Mexico) (es-MX)' },
];

async function ensureLocales(strapi) {
  const service = strapi.plugin('i18n').service('locales');
  const existing = new Set((await service.find()).map((locale) => locale.code));
  for (const locale of LOCALES) {
    if (!existing.has(locale.code)) await service.create(locale);
  }
  if ((await service.getDefaultLocale()) !== 'de') await service.setDefaultLocale({ code: 'de' });
}

module.exports = { ensureLocales, LOCALES };
