process.stdout.write('supereval\n');
