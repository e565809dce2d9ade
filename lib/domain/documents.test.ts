import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, checkDocument, safeFileName, sniffDocument, zipEntryNames } from './documents';
import { oleHeader, smallDocx, smallPdf, zip } from '@/tests/support/documents';

describe('document sniffing', () => {
  it('recognises a PDF, a Word 97 file and a Word 2007 file by their bytes', () => {
    expect(sniffDocument(smallPdf())).toBe('pdf');
    expect(sniffDocument(oleHeader())).toBe('doc');
    expect(sniffDocument(smallDocx())).toBe('docx');
  });

  it('reads the names of a ZIP archive from its central directory', () => {
    expect(zipEntryNames(smallDocx())).toContain('word/document.xml');
    expect(zipEntryNames(Buffer.from('PK\x03\x04 truncated'))).toEqual([]);
  });

  it('refuses a ZIP that is not a Word document, text, images and near misses', () => {
    expect(sniffDocument(zip({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(sniffDocument(Buffer.from('Hello, this is my CV'))).toBeNull();
    expect(sniffDocument(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffDocument(Buffer.from('%PDF'))).toBeNull();
    expect(sniffDocument(Buffer.from(' %PDF-1.4'))).toBeNull();
  });
});

describe('checkDocument', () => {
  it('accepts a PDF named .pdf and a Word document named .doc or .docx', () => {
    expect(checkDocument('cv.pdf', smallPdf())).toEqual({ ok: true, kind: 'pdf', contentType: 'application/pdf' });
    expect(checkDocument('CV.DOCX', smallDocx())).toMatchObject({ ok: true, kind: 'docx' });
    expect(checkDocument('cv.doc', oleHeader())).toMatchObject({ ok: true, kind: 'doc', contentType: 'application/msword' });
    expect(checkDocument('cv.doc', smallDocx())).toMatchObject({ ok: true, kind: 'docx' });
  });

  it('refuses a .pdf name on other content, other extensions, an empty and a too large file', () => {
    expect(checkDocument('cv.pdf', Buffer.from('<html>not a pdf</html>'))).toEqual({ ok: false, reason: 'type' });
    expect(checkDocument('cv.pdf', smallDocx())).toEqual({ ok: false, reason: 'type' });
    expect(checkDocument('cv.docx', smallPdf())).toEqual({ ok: false, reason: 'type' });
    expect(checkDocument('cv.exe', smallPdf())).toEqual({ ok: false, reason: 'type' });
    expect(checkDocument('cv', smallPdf())).toEqual({ ok: false, reason: 'type' });
    expect(checkDocument('cv.pdf', Buffer.alloc(0))).toEqual({ ok: false, reason: 'empty' });
    const big = Buffer.concat([smallPdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(checkDocument('cv.pdf', big)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('keeps a safe base name', () => {
    expect(safeFileName('C:\\Users\\me\\mon cv.pdf', 'pdf')).toBe('mon cv.pdf');
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('document.pdf');
    expect(safeFileName('a"b<c>.docx', 'docx')).toBe('abc.docx');
  });
});
