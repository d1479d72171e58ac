// `npm run dev`: the embedded server for /box-api (without building), and Vite with hot reload in front.
import { spawn } from 'node:child_process';

const serverPort = process.env.SERVER_PORT ?? '8081';
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: serverPort, SKIP_BUILD: '1' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, SERVER_PORT: serverPort },
  }),
];
const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
