import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/server/paths.js';

export interface NginxSite {
  /** Folder for the configuration, logs, pid and temporary files. */
  work: string;
  ports: { a: number; b: number; https: number; http: number };
  host: string;
  certFile: string;
  keyFile: string;
}

/**
 * An nginx.conf around deploy/nginx/premia.conf, the file docs/operations.md gives operators,
 * with only its ports, host names and certificate paths changed. Each change must find its text:
 * if the documented file changes shape, the recipe fails instead of testing something else.
 */
export async function writeNginxConfig(site: NginxSite): Promise<string> {
  let conf = await readFile(path.join(PROJECT_ROOT, 'deploy/nginx/premia.conf'), 'utf8');
  const names = 'premia.example.com premi.aurora.example.com';
  const changes: [string, string][] = [
    ['server 127.0.0.1:8081;', `server 127.0.0.1:${site.ports.a};`],
    ['server 127.0.0.1:8082;', `server 127.0.0.1:${site.ports.b};`],
    ['listen 80;', `listen 127.0.0.1:${site.ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${site.ports.https} ssl http2;`],
    [`server_name ${names};`, `server_name ${site.host};`],
    [`server_name ${names};`, `server_name ${site.host};`],
    ['/etc/letsencrypt/live/premia.example.com/fullchain.pem', site.certFile],
    ['/etc/letsencrypt/live/premia.example.com/privkey.pem', site.keyFile],
  ];
  for (const [from, to] of changes) {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/premia.conf non contiene più «${from}»: aggiorna la ricetta`);
    conf = conf.replace(from, to);
  }
  const temp = path.join(site.work, 'nginx-temp');
  await mkdir(temp, { recursive: true });
  const file = path.join(site.work, 'nginx.conf');
  await writeFile(
    file,
    [
      // As root nginx's workers would otherwise run as nobody, who cannot read the work folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(site.work, 'nginx.pid')};`,
      `error_log ${path.join(site.work, 'nginx-error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${path.join(site.work, 'nginx-access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`),
      conf,
      '}',
      '',
    ].join('\n'),
  );
  return file;
}
