export default (output) => output.split('').reverse().join('');
