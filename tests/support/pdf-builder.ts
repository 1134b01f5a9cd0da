/**
 * PDFs made in the test (issue 19): a clean one, and one for each thing the document check refuses: a JavaScript open
 * action (in a compressed object stream, as pdf-lib saves by default), a hex-escaped /J#61vaScript, a javascript: link,
 * a Launch action, an embedded file, rich media, an XFA form with a script, encryption, and a script hidden in an
 * earlier revision of an object an incremental update replaced.
 */
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFDict } from "@cantoo/pdf-lib";

async function newDocument(text: string) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 24, y: 120, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc;
}

const save = async (doc: PDFDocument, objectStreams = true) =>
  Buffer.from(await doc.save({ useObjectStreams: objectStreams }));

/** A one-page PDF with a line of text. `padTo`: grow it with an unused stream to about that many bytes. */
export async function cleanPdf(text = "Datasheet", padTo = 0): Promise<Buffer> {
  const doc = await newDocument(text);
  if (padTo > 0) {
    // Random bytes do not compress, so the file really is that large; the stream is referenced by nothing.
    const filler = new Uint8Array(padTo);
    for (let at = 0; at < padTo; at += 65_536)
      crypto.getRandomValues(filler.subarray(at, Math.min(padTo, at + 65_536)));
    doc.context.register(doc.context.stream(filler));
  }
  return save(doc);
}

function setOpenAction(doc: PDFDocument, action: Record<string, unknown>) {
  doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(doc.context.obj(action as never)));
}

/** /OpenAction << /S /JavaScript /JS (…) >>, saved in a compressed object stream (the bytes never spell JavaScript). */
export async function pdfWithJavaScript(): Promise<Buffer> {
  const doc = await newDocument("Scripted");
  setOpenAction(doc, { Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('hello');") });
  return save(doc, true);
}

/** The same action with its names written with hex escapes, uncompressed: /S /J#61vaScript. */
export async function pdfWithEscapedJavaScriptName(): Promise<Buffer> {
  const doc = await newDocument("Escaped");
  // Two spaces in the script make room for the two extra characters of the escape, so no offset moves.
  setOpenAction(doc, { Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert(1);  ") });
  const text = (await save(doc, false)).toString("latin1");
  const escaped = text.replace("/S /JavaScript", "/S /J#61vaScript").replace("(app.alert(1);  )", "(app.alert(1);)");
  if (escaped.length !== text.length || escaped === text) throw new Error("the escape was not written");
  return Buffer.from(escaped, "latin1");
}

/** A link annotation whose URI action is a javascript: address. */
export async function pdfWithJavascriptLink(): Promise<Buffer> {
  const doc = await newDocument("Link");
  const link = doc.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: [0, 0, 100, 20],
    A: { S: "URI", URI: PDFString.of(" JavaScript:app.alert(1)") },
  });
  doc.getPage(0).node.set(PDFName.of("Annots"), doc.context.obj([doc.context.register(link)]));
  return save(doc);
}

export async function pdfWithLaunchAction(): Promise<Buffer> {
  const doc = await newDocument("Launch");
  setOpenAction(doc, { Type: "Action", S: "Launch", F: PDFString.of("calc.exe") });
  return save(doc);
}

export async function pdfWithEmbeddedFile(): Promise<Buffer> {
  const doc = await newDocument("Attachment");
  await doc.attach(Buffer.from("hello"), "notes.txt", { mimeType: "text/plain", description: "notes" });
  return save(doc);
}

export async function pdfWithRichMedia(): Promise<Buffer> {
  const doc = await newDocument("Rich media");
  const annotation = doc.context.obj({ Type: "Annot", Subtype: "RichMedia", Rect: [0, 0, 100, 100] });
  doc.getPage(0).node.set(PDFName.of("Annots"), doc.context.obj([doc.context.register(annotation)]));
  return save(doc);
}

/** An AcroForm with an XFA part (compressed); `script`: whether its template has a <script> element. */
export async function pdfWithXfa(script: boolean): Promise<Buffer> {
  const doc = await newDocument("XFA");
  const template = `<template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="form1"><field name="a">${
    script
      ? '<event activity="initialize"><script contentType="application/x-javascript">app.alert(1)</script></event>'
      : ""
  }</field></subform></template>`;
  const stream = doc.context.register(doc.context.flateStream(template));
  const acroForm: PDFDict = doc.context.obj({ Fields: [], XFA: [PDFString.of("template"), stream] });
  doc.catalog.set(PDFName.of("AcroForm"), doc.context.register(acroForm));
  return save(doc);
}

export async function encryptedPdf(): Promise<Buffer> {
  const doc = await newDocument("Secret");
  doc.encrypt({ userPassword: "user", ownerPassword: "owner" });
  return save(doc);
}

/**
 * A JavaScript open action in the first revision, then an incremental update that redefines the action object as a
 * harmless GoTo: a reader that follows the first cross-reference table still finds the script.
 */
export async function pdfWithScriptInEarlierRevision(): Promise<Buffer> {
  const doc = await newDocument("Revised");
  const action = doc.context.register(
    doc.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert(2)") }),
  );
  doc.catalog.set(PDFName.of("OpenAction"), action);
  const first = (await save(doc, false)).toString("latin1");
  const update = `\n${action.objectNumber} 0 obj\n<< /Type /Action /S /GoTo /D [0 /Fit] >>\nendobj\n%%EOF\n`;
  return Buffer.from(first + update, "latin1");
}

/** Not a PDF: text with a .pdf name. */
export const FAKE_PDF = Buffer.from("This is a plain text file with a .pdf name.\n");
