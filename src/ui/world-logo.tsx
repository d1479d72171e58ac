import { pickImageUrl } from '../domain/media.ts';
import { useContent } from '../stores/content-store.ts';
import { usePresenter } from '../stores/presenter-store.ts';

/** The world's logo, set once per world on arrival and removed when the target is in another world. */
export function WorldLogo() {
  const logoWorld = usePresenter((state) => state.logoWorld);
  const world = useContent((state) => (logoWorld ? state.index?.worlds.get(logoWorld) : undefined));
  if (!world?.logo) return null;
  const settings = world.logoSettings;
  return (
    <div
      className="world-logo"
      data-testid="world-logo"
      style={{
        height: `${settings.mainHeightInEm}em`,
        // The colour only: `background` would also take an image, `url(...)` from anywhere.
        backgroundColor: settings.mainHasBackground ? settings.mainBackgroundColor : 'transparent',
        color: settings.mainColor,
        boxShadow: settings.mainHasShadow ? '0 4px 14px rgba(0, 0, 0, 0.35)' : 'none',
        alignSelf: settings.mainStickToTop ? 'flex-start' : 'center',
      }}
    >
      <img src={pickImageUrl(world.logo, 'small')} alt={world.name} />
    </div>
  );
}
