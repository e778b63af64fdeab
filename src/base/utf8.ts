// Where a file stops being UTF-8. Node decodes malformed bytes as U+FFFD
// without a word, so a dataset saved in Latin-1 would be read, hashed and
// sent to models garbled; a file must be UTF-8, and the message says where
// it is not.
import { isUtf8 } from 'node:buffer';

export interface InvalidUtf8 {
  /** 1-based line of the first byte that is not UTF-8. */
  line: number;
  /** 0-based offset of that byte in the file. */
  offset: number;
  byte: number;
}

const REPLACEMENT = 0xfffd;

/** The first byte that is not UTF-8, or null when the whole buffer is. */
export function invalidUtf8(bytes: Uint8Array): InvalidUtf8 | null {
  if (isUtf8(bytes)) return null;
  // Rare: walk the decoded text beside the bytes to the first U+FFFD the bytes do not spell (EF BF BD).
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  let offset = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === REPLACEMENT && !(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) break;
    offset += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return { line, offset, byte: bytes[offset] ?? 0 };
}

/** "is not UTF-8: byte 0xE9 at line 3 (offset 57)". */
export function describeInvalidUtf8(found: InvalidUtf8): string {
  const hex = found.byte.toString(16).toUpperCase().padStart(2, '0');
  return `is not valid UTF-8: byte 0x${hex} at line ${found.line} (byte offset ${found.offset}) is not part of a UTF-8 character; save the file as UTF-8`;
}
