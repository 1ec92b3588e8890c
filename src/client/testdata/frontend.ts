// A frontend-style program using the package's client as a project would. strictFrontend.test.ts
// compiles it under `strict` (the @ts-expect-error line must be an error) and runs it against the mock:
//   node -r ts-node/register/transpile-only src/client/testdata/frontend.ts <baseUrl>
import { NotFoundError, ReleasePagesClient, UnauthorizedError } from '../../index';

async function main(baseUrl: string): Promise<void> {
  const api = new ReleasePagesClient({ baseUrl, token: 'dev-token' });

  const everything = await api.listReleasePages({ fields: '*', limit: 2 });
  for (const item of everything.items) console.log(`every field: ${item.id} ${item.status.code} ${item.expected_date} ${item.meta.slug}`);

  const defaults = await api.listReleasePages({ limit: 1 });
  const first = defaults.items[0];
  console.log(`defaults: ${first.title} ${first.meta.detail_url}`);
  // @ts-expect-error expected_date is not among the default fields
  console.log(`not selected: ${first.expected_date}`);

  const calendar = await api.listReleasePages({ fields: '_,id,expected_date,status,slug', limit: 1 });
  const entry = calendar.items[0];
  console.log(`calendar: ${entry.expected_date} ${entry.status.label} ${entry.meta.slug}`);

  let walked = 0;
  for await (const release of api.listAllReleasePages({ fields: '_,id', limit: 50 })) if (release.id > 0) walked++;
  console.log(`walked: ${walked}`);

  const detail = await api.getReleasePage(first.id);
  console.log(`detail: ${detail.id === first.id} ${detail.status.code === everything.items[0].status.code}`);

  try {
    await api.getReleasePage(1);
  } catch (error) {
    if (error instanceof NotFoundError) console.log(`not found: ${error.status} ${error.reason}`);
  }
  try {
    await new ReleasePagesClient({ baseUrl, token: 'wrong' }).listReleasePages();
  } catch (error) {
    if (error instanceof UnauthorizedError) console.log(`unauthorized: ${error.wwwAuthenticate} ${error.reason}`);
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
