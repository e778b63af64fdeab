var __webpack_exports__ = {};
process.stdout.write('supereval\n');


