// The hostile-input attacks on the mock, each against a fresh mock process (the admin attacks share one),
// with the figures printed: resident memory peak, whether it survived, how a client beside the
// attack was answered, and what the attack got. `MOCK_BIN=<path to release-pages-mock.js>` measures another build, to compare;
// arguments name the attacks to run (all by default). A build past 1,500 MB resident is killed.
import { BUILT_MOCK, ISSUE_SIZES, mockAttacks, sharedAdminMock, type MockAttackName } from '../src/mock/testing/mockAttackRuns';

async function main(): Promise<void> {
  const admin = sharedAdminMock();
  const attacks = mockAttacks(ISSUE_SIZES, admin);
  const names = (process.argv.length > 2 ? process.argv.slice(2) : Object.keys(attacks)) as MockAttackName[];
  console.log(`mock: ${BUILT_MOCK}`);
  for (const name of names) {
    const { output, ...figures } = await attacks[name]();
    const refusals = output
      .split('\n')
      .filter((line) => /"level":(40|50)/.test(line))
      .map((line) => (JSON.parse(line) as { msg: string }).msg.slice(0, 160));
    console.log(JSON.stringify({ attack: name, ...figures, log: refusals.slice(0, 4) }));
  }
  await admin.stop();
}

void main();
