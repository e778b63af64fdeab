// The tool's version, written into every results file. A test keeps it equal
// to package.json's.
export const VERSION = '0.1.0';
