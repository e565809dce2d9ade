/**
 * Uploaded documents (the CV form): a file is accepted by what it contains, not by its name.
 *
 * - PDF: starts with `%PDF-`;
 * - Word 97-2003 (.doc): an OLE2 compound file, starting with D0 CF 11 E0 A1 B1 1A E1;
 * - Word 2007+ (.docx): a ZIP archive whose central directory lists `word/document.xml`.
 *
 * The name's extension must be one of ALLOWED_EXTENSIONS and fit the content (a .pdf must hold a PDF, a
 * .doc or .docx a Word document: Word itself opens either format under either name). At most
 * MAX_UPLOAD_BYTES.
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export type DocumentKind = 'pdf' | 'doc' | 'docx';

export const CONTENT_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (b: Uint8Array, sig: number[]) => b.length >= sig.length && sig.every((x, i) => b[i] === x);

// Little-endian integers. The callers check the length before reading; a byte past the end still reads as
// 0 (as plain `b[i]` did in the bitwise expression) so a truncated file gives a wrong number, never a throw.
const byte = (b: Uint8Array, i: number) => b[i] ?? 0;
const u16 = (b: Uint8Array, i: number) => byte(b, i) | (byte(b, i + 1) << 8);
const u32 = (b: Uint8Array, i: number) => (byte(b, i) | (byte(b, i + 1) << 8) | (byte(b, i + 2) << 16) | (byte(b, i + 3) << 24)) >>> 0;

/** The names in a ZIP's central directory (empty when it is not a readable ZIP). */
export function zipEntryNames(b: Uint8Array): string[] {
  if (!startsWith(b, ZIP_LOCAL)) return [];
  // End of central directory: signature 50 4B 05 06, within the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && b[i + 2] === 0x05 && b[i + 3] === 0x06) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const entries = u16(b, eocd + 10);
  let at = u32(b, eocd + 16);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < entries; n++) {
    if (at + 46 > b.length || u32(b, at) !== 0x02014b50) return [];
    const nameLength = u16(b, at + 28);
    const extraLength = u16(b, at + 30);
    const commentLength = u16(b, at + 32);
    if (at + 46 + nameLength > b.length) return [];
    names.push(decoder.decode(b.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** What the bytes are, or null when they are none of the accepted documents. */
export function sniffDocument(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP_LOCAL) && zipEntryNames(bytes).includes('word/document.xml')) return 'docx';
  return null;
}

export type DocumentCheck = { ok: true; kind: DocumentKind; contentType: string } | { ok: false; reason: 'empty' | 'too-large' | 'type' };

const extensionOf = (name: string) => {
  const m = /\.[^.]+$/.exec(name.trim().toLowerCase());
  return m ? m[0] : '';
};

/** Check an uploaded file's name, size and content. */
export function checkDocument(name: string, bytes: Uint8Array): DocumentCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: 'too-large' };
  const ext = extensionOf(name);
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(ext)) return { ok: false, reason: 'type' };
  const kind = sniffDocument(bytes);
  if (!kind) return { ok: false, reason: 'type' };
  if ((ext === '.pdf') !== (kind === 'pdf')) return { ok: false, reason: 'type' };
  return { ok: true, kind, contentType: CONTENT_TYPES[kind] };
}

/** A safe file name to store and attach: the base name, without paths or control characters. */
export function safeFileName(name: string, kind: DocumentKind): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 120);
  return clean && /\.[a-z0-9]+$/i.test(clean) ? clean : `document.${kind}`;
}
