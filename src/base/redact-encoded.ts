// The encoded forms of a secret value, and a fast way to find them (the
// scrubber's, redact.ts): a program that prints a secret in base64, hex or
// percent-encoded is published no more than one that prints it as it is.
//
// Base64 of a value inside a longer text depends on where the value starts,
// counted in bytes modulo 3: at each of the three alignments, the characters
// that only the value's bytes decide (whole groups of 4, without the first
// ones shared with the bytes before it) are the same whatever surrounds it.
// Those, the value's own base64 padded and not, each also URL-safe (`-_` for
// `+/`), its hex in both cases and its percent-encodings are the forms.
//
// Every form is ASCII of 8 characters or more. A regular expression of them
// all is slow (its alternatives share no prefix, so each is tried at every
// character), and so is a look at every character, so the text is sampled:
// every form's 4-character pieces at its first few offsets are indexed, and
// the text's piece is looked up only every few positions: as far apart as
// the shortest form allows (a form always holds one of the positions looked
// at), 5 for a value of 8 characters, about 20 for an AWS secret key. A hit
// is checked whole before it is masked.

import { minOf } from './arrays.js';

/** The shortest form looked for. */
const MIN_FORM = 8;
/** The length of the pieces looked up. */
const PIECE = 4;
/** The farthest apart the text's pieces are looked up (each form is indexed at this many offsets). */
const MAX_STEP = 32;

/** Bits of the table that tells at once most pieces of a text from every form's (a piece's slot is set when some form has it). */
const SLOT_BITS = 20;
const slotOf = (piece: number) => Math.imul(piece, 0x9e3779b1) >>> (32 - SLOT_BITS);

/** The 4 ASCII characters at `at` as one number (7 bits each), or -1 where one is not ASCII. */
function pieceAt(text: string, at: number): number {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  const d = text.charCodeAt(at + 3);
  return (a | b | c | d) >= 128 ? -1 : a | (b << 7) | (c << 14) | (d << 21);
}

const urlSafe = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_');

/** The encodings of `secret` that differ from it (see the top of the file), longest first. */
export function encodedForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = new Set<string>();
  const both = (base64: string) => {
    forms.add(base64);
    forms.add(urlSafe(base64));
  };
  const whole = bytes.toString('base64');
  both(whole);
  both(whole.replace(/=+$/, ''));
  for (const offset of [0, 1, 2]) {
    const shifted = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    // The first character after `offset` bytes that theirs do not share, and the end of the last whole group.
    both(shifted.slice([0, 2, 3][offset], Math.floor((bytes.length + offset) / 3) * 4));
  }
  const hex = bytes.toString('hex');
  forms.add(hex);
  forms.add(hex.toUpperCase());
  for (const percent of [encodeURIComponent(secret), new URLSearchParams({ v: secret }).toString().slice(2)]) {
    forms.add(percent);
    forms.add(percent.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
  }
  forms.delete(secret);
  return [...forms].filter((form) => form.length >= MIN_FORM).sort((a, b) => b.length - a.length);
}

/** Replaces each encoded form of `secrets` in a text with `mask`; null when there are none to find. */
export function encodedMasker(secrets: readonly string[], mask: string): ((text: string) => string) | null {
  const forms = new Set(secrets.flatMap(encodedForms));
  if (forms.size === 0) return null;
  // One of the positions looked at, `step` apart, falls within a form's first `step` characters: each form by its pieces there.
  const step = Math.min(MAX_STEP, minOf([...forms].map((form) => form.length)) - PIECE + 1);
  const byPiece = new Map<number, { form: string; offset: number }[]>();
  for (const form of forms) {
    for (let offset = 0; offset < step; offset++) {
      const piece = pieceAt(form, offset);
      const list = byPiece.get(piece);
      if (list) list.push({ form, offset });
      else byPiece.set(piece, [{ form, offset }]);
    }
  }
  // A text's pieces are looked up here first: a typed array is read much faster than a map.
  const slots = new Uint8Array(1 << SLOT_BITS);
  for (const piece of byPiece.keys()) slots[slotOf(piece)] = 1;
  return (text: string): string => {
    // Where forms are: [start, end) spans, found in any order.
    let spans: [number, number][] | null = null;
    for (let at = 0; at + PIECE <= text.length; at += step) {
      const piece = pieceAt(text, at);
      if (slots[slotOf(piece)] === 0) continue;
      const hits = byPiece.get(piece);
      if (hits === undefined) continue;
      for (const { form, offset } of hits) {
        const start = at - offset;
        if (start >= 0 && text.startsWith(form, start)) (spans ??= []).push([start, start + form.length]);
      }
    }
    if (spans === null) return text;
    // Overlapping spans (a whole base64 form and the part of it an alignment gives) are masked as one.
    spans.sort((x, y) => x[0] - y[0]);
    let out = '';
    let copied = 0;
    let open: [number, number] | null = null;
    for (const span of [...spans, [Infinity, Infinity] as [number, number]]) {
      if (open !== null && span[0] < open[1]) {
        open[1] = Math.max(open[1], span[1]);
        continue;
      }
      if (open !== null) {
        out += `${text.slice(copied, open[0])}${mask}`;
        copied = open[1];
      }
      open = [span[0], span[1]];
    }
    return out + text.slice(copied);
  };
}
