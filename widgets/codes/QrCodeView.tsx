/**
 * A QR code drawn as SVG with the qrcode package, loaded when a code is first shown (not with the form). The SVG is
 * the library's own output (path data from the encoded text, which never appears in it as markup).
 */
import { useEffect, useState } from 'react';
import type { QrOptions } from '../../runtime/core/format/codes';

/** The QR code of a text. */
export function QrCodeView({ text, options, id }: { text: string; options: QrOptions; id?: string }) {
  const [svg, setSvg] = useState('');
  const { size, colorDark, colorLight, correctLevel } = options;
  useEffect(() => {
    if (!text) {
      setSvg('');
      return;
    }
    let live = true;
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(text, { type: 'svg', width: size, margin: 1, errorCorrectionLevel: correctLevel, color: { dark: colorDark, light: colorLight } }))
      .then(
        (markup) => live && setSvg(markup),
        () => live && setSvg(''),
      );
    return () => {
      live = false;
    };
  }, [text, size, colorDark, colorLight, correctLevel]);
  return <span id={id} className="klx-qrcode" role="img" aria-label={text} style={{ display: 'inline-block', width: size, height: size }} dangerouslySetInnerHTML={{ __html: svg }} />;
}
