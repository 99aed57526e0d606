import { readFile } from 'node:fs/promises';
import type { ApiLanguage } from '@lantau/contract';

/** A font a statement PDF can embed: its bytes, and the face to take from a collection (.ttc). */
export interface StatementFont {
  data: Buffer;
  /** The PostScript name of the face within a collection, per language; undefined for a single-face file. */
  faceOf(language: ApiLanguage): string | undefined;
}

// Noto Sans CJK's collection has one face per region; each draws the characters the way its readers expect
// (Hong Kong forms for zh_HK, simplified forms for zh_CN). English text uses the Hong Kong face's Latin glyphs.
const notoFaces: Record<ApiLanguage, string> = {
  en_US: 'NotoSansCJKhk-Regular',
  zh_HK: 'NotoSansCJKhk-Regular',
  zh_CN: 'NotoSansCJKsc-Regular',
};

/**
 * Reads the CJK font once, when the first statement is drawn (about 20 MB: never at start, never twice). A
 * missing font is a set-up fault, not the client's: the error names the file and the package that provides it.
 */
export function createStatementFont(path: string): () => Promise<StatementFont> {
  let loading: Promise<StatementFont> | undefined;
  const load = async (): Promise<StatementFont> => {
    let data: Buffer;
    try {
      data = await readFile(path);
    } catch (error) {
      throw new Error(
        `Statement PDFs need a font with Chinese glyphs at ${path} (STATEMENT_FONT): install the Debian ` +
          `package fonts-noto-cjk, or point STATEMENT_FONT at another .ttf, .otf or .ttc`,
        { cause: error },
      );
    }
    const collection = path.toLowerCase().endsWith('.ttc');
    return { data, faceOf: (language) => (collection ? notoFaces[language] : undefined) };
  };
  return () => {
    // A failed read is tried again next time (the package may be installed meanwhile).
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
