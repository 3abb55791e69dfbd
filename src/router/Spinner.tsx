/**
 * A spinner drawn like antd's Spin (four dots turning, in the theme colour) without antd: the route guard and the
 * pages' loading state are in the entry, which ships no antd (issue 13).
 */
import './spinner.css';

/** The turning dots, optionally large and with a line of text under them. */
export function Spinner({ large = false, tip }: { large?: boolean; tip?: string }) {
  return (
    <div className={`klx-spin${large ? ' klx-spin--large' : ''}`} role="status" aria-live="polite" aria-busy="true">
      <span className="klx-spin__dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      {tip && <div className="klx-spin__tip">{tip}</div>}
    </div>
  );
}
