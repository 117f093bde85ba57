// Refuses a Node.js older than package.json's "engines" with one line and exit code 1, before
// anything else loads: `npm start` and the command lines preload it (node --require runs it
// before --import's tsx). Plain CommonJS and old syntax, so any Node.js can read it.
'use strict';
var path = require('path');
var fs = require('fs');

var wanted = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).engines.node;
var match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(wanted);
if (!match) throw new Error('scripts/check-node.cjs reads only ">=X.Y.Z" in package.json engines.node, not ' + wanted);
var need = [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
var have = process.versions.node.split('.').map(Number);

var older = false;
for (var i = 0; i < 3; i++) {
  if (have[i] !== need[i]) {
    older = have[i] < need[i];
    break;
  }
}
if (older) {
  process.stderr.write(
    'cv-admin-panel needs Node.js ' +
      wanted +
      ', and this is Node.js ' +
      process.versions.node +
      ' (' +
      process.execPath +
      ')' +
      ': install it with `export PATH="$(bash scripts/install-node.sh):$PATH"` (README, Quick start).\n',
  );
  process.exit(1);
}
