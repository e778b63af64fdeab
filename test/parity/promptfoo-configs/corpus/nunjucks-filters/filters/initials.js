export default (text) =>
  String(text)
    .split(/\s+/)
    .map((word) => `${word.charAt(0).toUpperCase()}.`)
    .join('');
