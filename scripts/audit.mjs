// `npm run audit`: npm's audit of the packages the portal ships (no dev dependencies), failing on
// a high or critical advisory. A registry that serves no advisories (a mirror answers the bulk
// advisory endpoint with an HTTP error) cannot be checked against: that is said, not hidden, and
// does not fail the run, since nothing was found. npm's JSON report is read by its documented
// fields (metadata.vulnerabilities, vulnerabilities).
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report:\n${run.stdout}${run.stderr}`);
  process.exit(1);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.log(
    `npm audit: the registry serves no advisories (${report.statusCode ?? 'no answer'}); ` +
      'the shipped packages were not checked.',
  );
  process.exit(0);
}
const serious = Object.values(report.vulnerabilities ?? {}).filter((finding) =>
  ['high', 'critical'].includes(finding.severity),
);
console.log(
  `npm audit: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ` +
    `${counts.low} low in the shipped packages`,
);
for (const finding of serious)
  console.log(`  ${finding.severity}: ${finding.name} ${finding.range}`);
process.exit(serious.length > 0 ? 1 : 0);
