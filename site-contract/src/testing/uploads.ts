/** A small build of mfe-access as a publish uploads it (both manifests and entries, nothing exposed), for the delivery service's own tests. */
export function minimalAccessUpload(version: string) {
  const manifest = JSON.stringify({
    metaData: {
      name: 'mfe_access',
      buildInfo: { buildVersion: version },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    },
    exposes: [],
    shared: [],
  });
  const file = (filePath: string, text: string) => ({ path: filePath, bytes: Buffer.from(text) });
  return [
    file('mf-manifest.json', manifest),
    file('remoteEntry.js', ''),
    file('server/mf-manifest.json', manifest),
    file('server/remoteEntry.js', ''),
  ];
}
