import { EXPORT_COLUMNS } from './claim-export.columns.js';

/**
 * The fixed parts of the claims workbook (Office Open XML, SpreadsheetML), the smallest set Excel,
 * LibreOffice and exceljs open: one worksheet 'Claims', and the styles its cells name by index
 * (sheet-rows.ts, STYLE_IDS): 1 whole numbers, 2 amounts, 3 date and time, 4 the bold header.
 */
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${SPREADSHEET}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SPREADSHEET}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${SPREADSHEET}.styles+xml"/>` +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK =
  `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
  '<sheets><sheet name="Claims" sheetId="1" r:id="rId1"/></sheets>' +
  '</workbook>';

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Built-in number formats 1 ('0') and 4 ('#,##0.00'); 164, the first custom id, for the times, 165 for the days. */
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="6">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** The parts before the worksheet, by their names in the zip. */
export const XLSX_FIXED_PARTS: readonly (readonly [string, string])[] = [
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', ROOT_RELS],
  ['xl/workbook.xml', WORKBOOK],
  ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
  ['xl/styles.xml', STYLES],
];

/** The spreadsheet's column letters: A to T for the export's twenty columns. */
export const columnLetter = (index: number) => String.fromCharCode(0x41 + index);

/** `& < >` as references: all that element content needs. */
export const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const HEADER_ROW = `<row r="1">${EXPORT_COLUMNS.map(
  (column, index) =>
    `<c r="${columnLetter(index)}1" s="4" t="inlineStr"><is><t>${escapeXml(column.header)}</t></is></c>`,
).join('')}</row>\n`;

/** The worksheet up to its first claim: the header row frozen above the rows, the column widths. */
const SHEET_HEAD =
  `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
  '<sheetViews><sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '</sheetView></sheetViews>' +
  `<cols>${EXPORT_COLUMNS.map(
    (column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
  ).join('')}</cols>` +
  `<sheetData>${HEADER_ROW}`;

export const XLSX_SHEET_HEAD = Buffer.from(SHEET_HEAD);

export const XLSX_SHEET_TAIL = Buffer.from('</sheetData></worksheet>');
