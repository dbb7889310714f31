import type { Font } from 'fontkit';

// pdfkit takes a font fontkit has parsed (PDFFontFactory.open: anything with `layout`); its types know only files and bytes.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
