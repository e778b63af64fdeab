export default function wrap(text, open, close) {
  return `${open}${text}${close}`;
}
