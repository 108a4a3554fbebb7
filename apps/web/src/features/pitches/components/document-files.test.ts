import { messages } from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import { addFiles, type DocumentItem, documentProblem, fileFractions, storedItems } from './document-files';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('document files', () => {
  it('when a PDF, PNG or JPG is chosen, then it is accepted', () => {
    expect(documentProblem(file('deck.pdf', 'application/pdf'))).toBeNull();
    expect(documentProblem(file('shot.PNG', 'image/png'))).toBeNull();
    expect(documentProblem(file('photo.jpeg', 'image/jpeg'))).toBeNull();
  });

  it('when an HTML or SVG file is chosen, even renamed, then the type message is given', () => {
    expect(documentProblem(file('page.html', 'text/html'))).toBe(messages.documents.type);
    expect(documentProblem(file('logo.svg', 'image/svg+xml'))).toBe(messages.documents.type);
    expect(documentProblem(file('page.pdf', 'text/html'))).toBe(messages.documents.type);
  });

  it('when a file is over 10 MB, then the size message is given', () => {
    expect(documentProblem(file('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))).toBe(
      messages.documents.size,
    );
  });

  it('when more than ten would be on the pitch, then the extra ones are left out with the limit message', () => {
    const stored: DocumentItem[] = storedItems(
      Array.from({ length: 9 }, (_, index) => ({
        _id: `00000000-0000-4000-8000-00000000000${index}`,
        pitch_document: `/uploads/${index}.pdf`,
        locked: false,
        name: `${index}.pdf`,
        kind: 'pdf' as const,
      })),
    );
    const result = addFiles(stored, [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')]);
    expect(result.items).toHaveLength(10);
    expect(result.problem).toBe(messages.documents.tooMany);
    expect(result.items.at(-1)).toMatchObject({ isChanged: true, kind: 'pdf' });
  });

  it('when one of several files is refused, then the others are still added', () => {
    const result = addFiles([], [file('x.html', 'text/html'), file('y.png', 'image/png')]);
    expect(result.items).toHaveLength(1);
    expect(result.problem).toBe(messages.documents.type);
  });

  it('when bytes of one body are sent, then each file reports its own share in order', () => {
    // 100 bytes of fields and framing first, then files of 400 and 500 bytes.
    expect(fileFractions([400, 500], 0, 1000)).toEqual([0, 0]);
    expect(fileFractions([400, 500], 300, 1000)).toEqual([0.5, 0]);
    expect(fileFractions([400, 500], 750, 1000)).toEqual([1, 0.5]);
    expect(fileFractions([400, 500], 1000, 1000)).toEqual([1, 1]);
  });
});
