// A javascript assertion's file (test/parity/promptfoo/corpus/code.yaml): the default export decides.
export default function mentionsParis(output) {
  return output.includes('Paris');
}
