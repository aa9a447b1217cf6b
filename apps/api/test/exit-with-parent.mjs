// Loaded into a server the tests start as a child process (server-process.ts): its stdin is a
// pipe from the test, which closes when the test process ends however it ends (killed, timed
// out), and then the server ends too, instead of living on with its port and data.
process.stdin.on('end', () => process.exit(1));
process.stdin.on('error', () => process.exit(1));
process.stdin.resume();
