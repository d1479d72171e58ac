/** The admin panel in English and German (the studio's labels exist in both, `registerTrads`). */
export default {
  config: { locales: ['de'] },
};
