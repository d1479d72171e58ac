import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickImageUrl } from '../../domain/media.ts';
import type { Contact, Dashboard, Media } from '../../domain/types.ts';
import { useApp } from '../../stores/app-store.ts';
import { ActionButtons } from './action-buttons.tsx';
import { openMediaSteps, type ContentActions } from './content-actions.ts';
import styles from './dashboard-view.module.css';
import { useLogoPlate } from './use-logo-plate.ts';

/** A phone number as a tel: link wants it: digits, a leading +, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

function ContactCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <li className={styles.contact} data-testid="dashboard.contact">
      {contact.image ? (
        <img className={styles.photo} src={pickImageUrl(contact.image, 'thumbnail')} alt={contact.image.alt || ''} />
      ) : (
        <span className={styles.photo} aria-hidden="true" />
      )}
      <div className={styles.person}>
        <strong>{contact.name}</strong>
        {contact.role && <span className={styles.role}>{contact.role}</span>}
        {contact.email && (
          <a href={`mailto:${contact.email}`} aria-label={t('dashboard__mail_to', { address: contact.email })}>
            {contact.email}
          </a>
        )}
        {contact.phone && (
          <a href={telHref(contact.phone)} aria-label={t('dashboard__call', { number: contact.phone })}>
            {contact.phone}
          </a>
        )}
      </div>
    </li>
  );
}

function MediaLibrary({ items, actions }: { items: Dashboard['mediaLibrary']; actions: ContentActions }) {
  const { t } = useTranslation();
  // Pictures open together in the lightbox, to page through; PDFs and videos in their own viewers.
  const pictures = items.flatMap((item) => (item.media?.mime.startsWith('image/') ? [item.media] : []));
  const open = (item: { title: string; media: Media; cover: Media | null }) => {
    const at = pictures.indexOf(item.media);
    if (at >= 0) actions.onOpenMedia(pictures, at);
    else actions.run(openMediaSteps(item.media), { title: item.title, media: [item.media], cover: item.cover });
  };
  return (
    <ul className={styles.library}>
      {items.map(({ id, title, cover, media }) => {
        const picture = cover ?? (media?.mime.startsWith('image/') ? media : null);
        return (
          <li key={id}>
            <button
              type="button"
              className={styles.cover}
              disabled={!media}
              onClick={() => media && open({ title, media, cover })}
              data-testid="dashboard.media"
            >
              {picture ? <img src={pickImageUrl(picture, 'small')} alt="" loading="lazy" /> : <span />}
              <span className={styles.caption}>{title || t('media__untitled')}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * SPEC §2's dashboard: on a large screen two columns (logo, links and action buttons; contacts and the media
 * library), on a narrow one or in a mobile browser (SPEC §2's combined mobile view, detected by user agent) a
 * single column. The logo sits on the plate it reads on.
 */
export function DashboardView({ dashboard, actions }: { dashboard: Dashboard; actions: ContentActions }) {
  const { t } = useTranslation();
  const logoUrl = dashboard.logo ? pickImageUrl(dashboard.logo, 'small') : null;
  const plate = useLogoPlate(logoUrl);
  const id = useId();
  const mobileBrowser = useApp((state) => state.mobileBrowser);
  return (
    <div
      className={`${styles.dashboard} ${mobileBrowser ? styles.combined : ''}`}
      data-testid="dashboard.content"
      data-view={mobileBrowser ? 'combined' : 'columns'}
    >
      <div className={styles.column} data-testid="dashboard.main">
        {logoUrl && (
          <div className={styles.logo} data-plate={plate ?? 'pending'} data-testid="dashboard.logo">
            <img src={logoUrl} alt={dashboard.logo?.alt || dashboard.title} />
          </div>
        )}
        {dashboard.links.length > 0 && (
          <nav aria-label={t('dashboard__links')}>
            <ul className={styles.links}>
              {dashboard.links.map((link) => (
                <li key={link.id}>
                  <button
                    type="button"
                    className={styles.link}
                    data-testid="dashboard.link"
                    onClick={() =>
                      actions.run([{ action: link.action, target: link.target }], {
                        title: link.label,
                        media: link.media ? [link.media] : [],
                        cover: null,
                      })
                    }
                  >
                    {link.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ActionButtons buttons={dashboard.actionButtons} run={actions.run} label={t('content__actions')} />
      </div>
      <div className={styles.column} data-testid="dashboard.side">
        {dashboard.contacts.length > 0 && (
          <section aria-labelledby={`${id}contacts`}>
            <h3 id={`${id}contacts`} className={styles.heading}>
              {t('dashboard__contacts')}
            </h3>
            <ul className={styles.contacts}>
              {dashboard.contacts.map((contact) => (
                <ContactCard key={contact.id} contact={contact} />
              ))}
            </ul>
          </section>
        )}
        {dashboard.mediaLibrary.length > 0 && (
          <section aria-labelledby={`${id}media`}>
            <h3 id={`${id}media`} className={styles.heading}>
              {t('dashboard__media_library')}
            </h3>
            <MediaLibrary items={dashboard.mediaLibrary} actions={actions} />
          </section>
        )}
      </div>
    </div>
  );
}
