import { scanExtension, storedScanName } from './scan-type.js';

describe('the name a scan is kept under', () => {
  it.each([
    // A PDF-headed file named as a web page is kept, sent and packed as the PDF it is.
    ['poly.html', 'pdf', 'poly.pdf'],
    ['sheet\0.pdf.html', 'pdf', 'sheet.pdf'],
    // A right-to-left override showed 'invoice\u202Efdp.exe' as 'invoiceexe.pdf'.
    ['invoice\u202Efdp.exe', 'pdf', 'invoicefdp.pdf'],
    ['\u2066day 1\u2069\u200B.png', 'png', 'day 1.png'],
    ['C:\\scans\\Sign-in sheet 06.10.2026.PDF', 'pdf', 'Sign-in sheet 06.10.2026.pdf'],
    ['../../etc/passwd', 'jpg', 'passwd.jpg'],
    ['photo.jpeg', 'jpg', 'photo.jpg'],
    ['"quoted".tif', 'tif', 'quoted.tif'],
    ['.pdf', 'pdf', 'scan.pdf'],
    ['\u202E', 'webp', 'scan.webp'],
  ])('%j found to be %s is %j', (name, extension, kept) => {
    expect(storedScanName(name, extension)).toBe(kept);
  });

  it('is at most 255 characters, its extension kept', () => {
    const kept = storedScanName(`${'ä'.repeat(300)}.pdf`, 'pdf');
    expect([...kept].length).toBe(255);
    expect(kept.endsWith('ä.pdf')).toBe(true);
  });

  it('takes the extension of the type the bytes were found to be', () => {
    expect(['application/pdf', 'image/png', 'image/jpeg', 'image/tiff', 'image/webp'].map(scanExtension)).toEqual([
      'pdf',
      'png',
      'jpg',
      'tif',
      'webp',
    ]);
  });
});
