import layout from '../../components/ui/layout.module.css';
import panel from '../../components/ui/panel.module.css';
import skeleton from '../../components/ui/skeleton.module.css';
import styles from './OrderPanelPlaceholder.module.css';

/** The order panel's frame while its code or data loads. */
export function OrderPanelPlaceholder() {
  return (
    <div className={`${panel.panel} ${layout.stack} ${layout.gap3} ${styles.frame}`} aria-busy="true">
      <div className={`${skeleton.skeleton} ${styles.title}`} />
      <div className={`${skeleton.skeleton} ${styles.line}`} />
      <div className={`${skeleton.skeleton} ${styles.field}`} />
    </div>
  );
}
