import { pickImageUrl } from '../../domain/media.ts';
import type { ActionButton } from '../../domain/types.ts';
import styles from './action-buttons.module.css';
import type { ContentActions } from './content-actions.ts';

/** An article's or a dashboard's action buttons, each with its cover, each running its action stack (SPEC §3). */
export function ActionButtons({
  buttons,
  run,
  label,
}: {
  buttons: readonly ActionButton[];
  run: ContentActions['run'];
  label: string;
}) {
  if (buttons.length === 0) return null;
  return (
    <ul className={styles.buttons} aria-label={label}>
      {buttons.map((button) => (
        <li key={button.id}>
          <button
            type="button"
            className={`${styles.button} ${button.cover ? styles.withCover : ''}`}
            data-testid="content.action"
            onClick={() =>
              run(button.steps, {
                title: button.label,
                media: button.media ? [button.media] : [],
                cover: button.cover,
              })
            }
          >
            {button.cover && <img className={styles.cover} src={pickImageUrl(button.cover, 'small')} alt="" />}
            <span>{button.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
