/**
 * A barcode drawn as SVG with jsbarcode, loaded when a barcode is first shown (not with the form). Text that is not
 * letters and digits only is not drawn (spec 02 §5). Wider than its column, it scrolls sideways.
 */
import { useEffect, useRef } from 'react';
import { isBarcodeText, type BarcodeOptions } from '../../runtime/core/format/codes';

/** The barcode of a text. */
export function BarcodeView({ text, options, id }: { text: string; options: BarcodeOptions; id?: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const drawable = isBarcodeText(text);
  const { format, width, height, margin, lineColor, background } = options;
  useEffect(() => {
    if (!drawable) return;
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!live || !svg.current) return;
      const draw = (displayValue: boolean) => JsBarcode(svg.current, text, { format, width, height, margin, lineColor, background, displayValue });
      try {
        draw(true);
      } catch {
        try {
          // The text under the bars is measured on a canvas; where there is none, the bars alone.
          draw(false);
        } catch {
          // A text the format cannot encode (e.g. EAN13 of letters): nothing drawn, as for any other undrawable text.
          svg.current.replaceChildren();
        }
      }
    });
    return () => {
      live = false;
    };
  }, [drawable, text, format, width, height, margin, lineColor, background]);
  // A barcode keeps its bar width (a narrower one may not scan): in a narrow column it scrolls instead of overflowing.
  return drawable ? (
    <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
      <svg ref={svg} id={id} className="klx-barcode" role="img" aria-label={text} />
    </div>
  ) : (
    <span id={id} className="klx-barcode" />
  );
}
