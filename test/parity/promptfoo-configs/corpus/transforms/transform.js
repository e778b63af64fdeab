export const shout = (output) => output.toUpperCase();
export const broken = () => {
  throw new Error('transform broke');
};
