import { useId, useState } from 'react';
import { Box, Combobox, ComboboxOption, Field, Flex, IconButton, Typography } from '@strapi/design-system';
import { Cross } from '@strapi/icons';
import { useStudioMessages } from '../messages.js';
import { useResolvedTarget, useTargetList } from './use-targets.js';

/** A world's option is its start location (a world is reached by navigating to it): its value is marked apart. */
const WORLD = 'world:';

function Thumbnail({ url }) {
  return (
    <Box
      aria-hidden="true"
      background="neutral150"
      hasRadius
      style={{ flex: 'none', width: 48, height: 27, overflow: 'hidden' }}
    >
      {url && <img src={url} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
    </Box>
  );
}

/** The target a stored value names: its thumbnail, title and where it is; red when it names nothing. */
function Chosen({ item, value, label, onClear, disabled }) {
  const t = useStudioMessages();
  const missing = item?.missing === true;
  return (
    <Flex
      gap={2}
      padding={2}
      hasRadius
      borderColor={missing ? 'danger600' : 'neutral200'}
      background={missing ? 'danger100' : 'neutral0'}
      data-testid="studio.target.chosen"
      data-missing={missing ? 'true' : 'false'}
    >
      <Thumbnail url={item?.thumbnail} />
      <Flex direction="column" alignItems="flex-start" style={{ minWidth: 0, flex: 1 }}>
        <Typography fontWeight="semiBold" ellipsis textColor={missing ? 'danger700' : 'neutral800'}>
          {missing ? value : (item?.title ?? value)}
        </Typography>
        <Typography variant="pi" textColor={missing ? 'danger700' : 'neutral600'} ellipsis>
          {missing
            ? t('target.missing')
            : [item?.subtitle, item?.locale ? t('target.other-locale', { locale: item.locale }) : null]
                .filter(Boolean)
                .join(' · ')}
        </Typography>
      </Flex>
      {!disabled && (
        <IconButton label={t('target.remove', { target: label })} variant="ghost" onClick={onClear}>
          <Cross />
        </IconButton>
      )}
    </Flex>
  );
}

/**
 * A searchable list of the targets of `kind` (article, dashboard, location (with the worlds), menu, link) by their
 * titles in `locale`, with thumbnails; `value` is what is stored (docs/content-model.md) and `onChange` gets what
 * is to be stored, or null. A stored value that names nothing is shown red. A link may also be typed.
 */
export function TargetPicker({ kind, value, onChange, locale, label, hint, error, disabled, required, name }) {
  const t = useStudioMessages();
  const id = useId();
  const [search, setSearch] = useState('');
  // The list is read once the editor turns to the picker (focus, opening it, typing), not for every picker shown.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const targets = useTargetList(kind, locale, search, wanted);
  const worlds = useTargetList('world', locale, search, wanted && kind === 'location');
  const resolved = useResolvedTarget(kind, locale, value);
  const missing = resolved?.missing === true;
  const options = [
    ...(kind === 'location'
      ? worlds.items.map((item) => ({ ...item, key: `${WORLD}${item.value}`, tag: t('target.world') }))
      : []),
    ...targets.items.map((item) => ({ ...item, key: item.value })),
  ];
  const pick = (key) => {
    if (!key) return;
    onChange(key.startsWith(WORLD) ? key.slice(WORLD.length) : key);
    setSearch('');
  };
  return (
    <Field.Root
      id={`${id}-search`}
      name={name}
      error={missing ? t('target.missing') : error}
      hint={hint}
      required={required}
    >
      <Flex direction="column" alignItems="stretch" gap={1}>
        <Field.Label>{label}</Field.Label>
        {value && (
          <Chosen item={resolved} value={value} label={label} onClear={() => onChange(null)} disabled={disabled} />
        )}
        <Combobox
          placeholder={t(`target.placeholder.${kind}`)}
          autocomplete={{ type: 'list', filter: 'contains' }}
          disabled={disabled}
          hasError={missing || Boolean(error)}
          loading={targets.loading || (kind === 'location' && worlds.loading)}
          loadingMessage={t('target.loading')}
          hasMoreItems={targets.hasMore}
          onLoadMore={targets.loadMore}
          noOptionsMessage={() => t('target.none-found')}
          onFocus={want}
          onOpenChange={(open) => open && want()}
          onInputChange={(event) => {
            want();
            setSearch(event.currentTarget.value);
          }}
          onChange={pick}
          creatable={kind === 'link'}
          createMessage={(typed) => t('target.use-link', { url: typed })}
          onCreateOption={(typed) => typed && pick(typed)}
          data-testid="studio.target.search"
        >
          {options.map((item) => (
            <ComboboxOption key={item.key} value={item.key} textValue={item.title}>
              <Flex gap={2}>
                <Thumbnail url={item.thumbnail} />
                <Flex direction="column" alignItems="flex-start" style={{ minWidth: 0 }}>
                  <Typography ellipsis>{item.title}</Typography>
                  <Typography variant="pi" textColor="neutral600" ellipsis>
                    {[item.tag, item.subtitle].filter(Boolean).join(' · ')}
                  </Typography>
                </Flex>
              </Flex>
            </ComboboxOption>
          ))}
        </Combobox>
        <Field.Error />
        <Field.Hint />
      </Flex>
    </Field.Root>
  );
}
