import PDFDocument from 'pdfkit';
import type { ApiLanguage, Statement } from '@lantau/contract';
import { displayStockCode, formatHongKongTime } from '@lantau/domain';
import type { StatementFont } from './statement-font';
import { statementTexts, type StatementTexts } from './statement-texts';

const FONT = 'statement';
const MARGIN = 36;
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const RULE = '#ced4da';
const HEADER_FILL = '#f1f3f5';

/** A decimal string with thousands separators, as statements print money: '-1234.5' gives '-1,234.5'. */
export function groupedAmount(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A stock as the client knows it: the market's name, the code as its market shows it, the name. */
function stockText(stock: { market: string; stockCode: string; name: string }, t: StatementTexts): string {
  const market = (t.markets as Record<string, string | undefined>)[stock.market] ?? stock.market;
  return `${market} ${displayStockCode(stock.market, stock.stockCode)} ${stock.name}`;
}

type Cell = string | { text: string; align?: 'left' | 'right' };
const right = (text: string): Cell => ({ text, align: 'right' });
const amount = (text: string | null): Cell => right(text === null ? '-' : groupedAmount(text));

/**
 * Draws a statement as an A4 landscape PDF in the caller's language: the broker and client, a cash summary per
 * currency, each currency's movements with the running balance, trades with every fee, and the positions at
 * the period's end. Only the glyphs used are embedded (pdfkit subsets the font), so a statement stays small.
 */
export async function renderStatementPdf(
  statement: Statement,
  language: ApiLanguage,
  font: StatementFont,
): Promise<Buffer> {
  const t = statementTexts[language];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    lang: language.replace('_', '-'),
    info: {
      Title: `${t.title[statement.kind]} ${statement.period} ${statement.client.accountNumber}`,
      Author: statement.broker.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont(FONT, font.data, font.faceOf(language));
  doc.font(FONT).fillColor(INK);
  drawHeading(doc, statement, t, language);
  drawCashSummary(doc, statement, t);
  drawCashMovements(doc, statement, t);
  drawTrades(doc, statement, t);
  drawPositions(doc, statement, t);
  doc.moveDown().fontSize(8).fillColor(MUTED).text(t.reconciled).text(t.priceNote).fillColor(INK);
  numberPages(doc, t);
  doc.end();
  return finished;
}

function drawHeading(
  doc: PDFKit.PDFDocument,
  statement: Statement,
  t: StatementTexts,
  language: ApiLanguage,
) {
  doc.fontSize(16).text(statement.broker.name);
  if (statement.broker.contact)
    doc.fontSize(8).fillColor(MUTED).text(statement.broker.contact).fillColor(INK);
  doc.moveDown(0.5).fontSize(14).text(`${t.title[statement.kind]}  ${statement.period}`);
  doc
    .fontSize(10)
    .text(`${t.period}: ${statement.from} - ${statement.to}`)
    .text(`${t.client}: ${statement.client.name}`)
    .text(`${t.account}: ${statement.client.accountNumber} (${t.accountType[statement.client.accountType]})`)
    .text(`${t.generated}: ${formatHongKongTime(statement.generatedAt, language)}`);
}

function section(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown().fontSize(12).fillColor(INK).text(title, MARGIN).moveDown(0.3).fontSize(8.5);
}

/** A ruled table with a shaded header row; right-aligned cells for figures. */
function table(doc: PDFKit.PDFDocument, header: string[], rows: Cell[][], widths: (number | string)[]) {
  doc.table({
    columnStyles: widths.map((width) => ({ width })),
    defaultStyle: { border: 0.5, borderColor: RULE, padding: 3 },
    data: [
      header.map((text) => ({ text, type: 'TH' as const, backgroundColor: HEADER_FILL })),
      ...rows.map((row) =>
        row.map((cell) =>
          typeof cell === 'string' ? { text: cell } : { text: cell.text, align: { x: cell.align ?? 'left' } },
        ),
      ),
    ],
  });
}

function none(doc: PDFKit.PDFDocument, t: StatementTexts) {
  doc.fillColor(MUTED).text(t.none, MARGIN).fillColor(INK);
}

function drawCashSummary(doc: PDFKit.PDFDocument, statement: Statement, t: StatementTexts) {
  section(doc, t.cashSummary);
  if (statement.cash.length === 0) return none(doc, t);
  table(
    doc,
    [t.currency, t.opening, t.net, t.closing],
    statement.cash.map((cash) => [
      cash.currency,
      amount(cash.opening),
      amount(cash.net),
      amount(cash.closing),
    ]),
    [80, 140, 140, 140],
  );
}

function drawCashMovements(doc: PDFKit.PDFDocument, statement: Statement, t: StatementTexts) {
  section(doc, t.cashMovements);
  const moving = statement.cash.filter((cash) => cash.movements.length > 0);
  if (moving.length === 0) return none(doc, t);
  for (const cash of moving) {
    doc.moveDown(0.3).fontSize(9.5).text(cash.currency, MARGIN).fontSize(8.5);
    table(
      doc,
      [t.date, t.valueDate, t.description, t.amount, t.balance],
      [
        ['', '', t.opening, '', amount(cash.opening)],
        ...cash.movements.map((movement) => [
          movement.businessDate,
          movement.valueDate,
          movement.description || t.reason[movement.reason],
          amount(movement.amount),
          amount(movement.balance),
        ]),
        ['', '', t.closing, '', amount(cash.closing)],
      ],
      [70, 70, '*', 110, 110],
    );
  }
}

function drawTrades(doc: PDFKit.PDFDocument, statement: Statement, t: StatementTexts) {
  section(doc, t.trades);
  if (statement.trades.length === 0) return none(doc, t);
  table(
    doc,
    [t.date, t.stock, t.side, t.quantity, t.price, t.consideration, t.fees, t.netAmount, t.settles],
    statement.trades.map((trade) => [
      trade.tradeDate,
      stockText(trade, t),
      t.sides[trade.side],
      right(String(trade.quantity)),
      right(`${trade.currency} ${trade.price}`),
      amount(trade.consideration),
      trade.fees
        .map((fee) => `${t.feeItem[fee.item]} ${groupedAmount(fee.amount)}`)
        .concat(`${t.totalFees} ${groupedAmount(trade.totalFees)}`)
        .join('\n'),
      amount(trade.netAmount),
      trade.settlementDate,
    ]),
    [62, '*', 34, 50, 72, 80, 150, 80, 62],
  );
}

function drawPositions(doc: PDFKit.PDFDocument, statement: Statement, t: StatementTexts) {
  section(doc, t.positions);
  if (statement.positions.length === 0) return none(doc, t);
  table(
    doc,
    [t.stock, t.currency, t.quantity, t.closingPrice, t.marketValue],
    statement.positions.map((position) => [
      stockText(position, t),
      position.currency,
      right(String(position.quantity)),
      amount(position.closingPrice),
      amount(position.marketValue),
    ]),
    ['*', 60, 80, 100, 120],
  );
}

/** 'Page 1 of 3' at the foot of every page, once the page count is known. */
function numberPages(doc: PDFKit.PDFDocument, t: StatementTexts) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - MARGIN / 2 - 8;
    // Writing inside the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(t.page(index - start + 1, count), MARGIN, bottom, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}
