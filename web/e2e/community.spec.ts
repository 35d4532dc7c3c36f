import { createTestAdmin } from '@tourist-guide/testing';
import { expectAccessible } from './support/axe';
import { test, expect, atPage } from './support/fixtures';
import { createReviewViaApi } from './support/reviews';
import { listServices } from './support/services';
import { logIn, logInFromLoginPage, newUser, newVerifiedUser } from './support/users';

test('Community: a reader finds a review helpful, an admin makes an owner (an address without an account refused), the owner answers, edits and removes the answer, the reader sees each', async ({
  page,
  browser,
  request,
}) => {
  // Under a minute on an idle machine; axe and three sign-ins take longer on a busy one.
  test.setTimeout(180_000);
  const services = await listServices(request);
  const place = services.find((s) => s._id === 'petra-jordan') ?? services[0]!;
  const placePath = `/detail/${place._id}`;
  const stamp = Date.now().toString(36);
  const author = await newUser('author', `Ana Author ${stamp}`);
  const message = `The Treasury at dawn, before the crowds ${stamp}`;
  await createReviewViaApi(author, place, message, 5);
  // The admin is made as the test helpers make one (the script that grants the role has its own
  // journey, moderation.spec.ts); answering takes a verified address.
  const [reader, owner, admin] = await Promise.all([
    newUser('reader', 'Rui Reader'),
    newVerifiedUser('owner', 'Olga Owner'),
    createTestAdmin(),
  ]);

  const reviewOn = (p: typeof page) =>
    p.getByRole('main').getByRole('listitem').filter({ hasText: message });
  const helpful = reviewOn(page).getByRole('button', { name: /^Helpful/ });

  /** A visitor presses Helpful, logs in, comes back to the place and votes; the count moves and stays. */
  async function readerVotes() {
    await page.goto(placePath);
    await reviewOn(page).getByRole('button', { name: 'Helpful (0)' }).click();
    // The press waits for the auth SDK, which a rendered page starts only after its load.
    await expect(page).toHaveURL('/login', { timeout: 30_000 });
    await logIn(page, reader);
    await expect(page).toHaveURL(placePath);
    await expect(helpful).toHaveAccessibleName('Helpful (0)');
    const vote = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        /\/api\/review\/[^/]+\/helpful$/.test(new URL(response.url()).pathname),
    );
    await helpful.click();
    await expect(helpful).toHaveAccessibleName('Helpful (1)');
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    // The count shows at once; the reload waits for the vote to be stored (a reload while it is
    // on its way may render the page before it lands, with the count before it: a CI run did).
    expect((await vote).ok()).toBe(true);
    await page.reload();
    await expect(helpful).toHaveAccessibleName('Helpful (1)');
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  }

  /** The admin names an address without an account (refused, named), then Olga's. */
  async function adminMakesOwner(adminPage: typeof page) {
    await logInFromLoginPage(adminPage, admin);
    await adminPage.goto(`/admin/places/${place._id}`);
    const owners = adminPage.getByRole('region', { name: 'Owners' });
    const emails = owners.getByLabel("Owners' email addresses");
    const stranger = `nobody-${stamp}@example.com`;
    await emails.fill(stranger);
    await owners.getByRole('button', { name: 'Save owners' }).click();
    await expect(emails).toHaveAccessibleDescription(
      new RegExp(`no account has the address ${stranger}`),
    );
    await expect(owners.getByText('No owners yet')).toBeVisible();
    await emails.fill(owner.email);
    await owners.getByRole('button', { name: 'Save owners' }).click();
    await expect(adminPage.getByText('Owners saved')).toBeVisible();
    await expect(owners.getByRole('list', { name: 'Current owners' })).toContainText(owner.email);
  }

  const adminContext = await browser.newContext();
  const ownerContext = await browser.newContext();
  try {
    // Two people at once: neither waits on the other.
    await Promise.all([readerVotes(), adminMakesOwner(await adminContext.newPage())]);

    // Olga finds her page from her account and answers the review.
    const ownerPage = await ownerContext.newPage();
    await logInFromLoginPage(ownerPage, owner);
    await ownerPage.goto('/account');
    await ownerPage.getByRole('link', { name: 'Answer reviews' }).click();
    await expect(ownerPage).toHaveURL('/owner');
    const section = ownerPage.getByRole('region', { name: place.title });
    await expect(section).toContainText(/without an answer/);
    const toAnswer = section.getByRole('listitem').filter({ hasText: message });
    await expect(toAnswer).toBeVisible();
    await expectAccessible(ownerPage, 'owner page');
    await atPage(ownerPage, 'owner');
    const answer = `Thank you, Ana: come back for the Monastery ${stamp}`;
    await toAnswer.getByLabel(`Your answer to ${author.displayName}`).fill(answer);
    await toAnswer.getByRole('button', { name: 'Post answer' }).click();
    await expect(ownerPage.getByText('Answer posted')).toBeVisible();
    await expect(toAnswer.getByText(answer)).toBeVisible();

    // The reader sees the answer under the review.
    await page.goto(placePath);
    const answered = reviewOn(page);
    await expect(answered.getByText('Response from the place')).toBeVisible();
    await expect(answered.getByText(answer)).toBeVisible();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'place with an answer');

    // Olga edits her answer, then removes it; the reader sees each change.
    const edited = `${answer} Open from 6 am.`;
    await toAnswer.getByRole('button', { name: `Edit answer to ${author.displayName}` }).click();
    await toAnswer.getByLabel(`Your answer to ${author.displayName}`).fill(edited);
    await toAnswer.getByRole('button', { name: 'Save answer' }).click();
    await expect(ownerPage.getByText('Answer saved')).toBeVisible();
    await page.reload();
    await expect(answered.getByText(edited)).toBeVisible();
    await toAnswer.getByRole('button', { name: `Remove answer to ${author.displayName}` }).click();
    await expect(ownerPage.getByText('Answer removed')).toBeVisible();
    await expect(toAnswer.getByLabel(`Your answer to ${author.displayName}`)).toHaveValue('');
    await page.reload();
    await expect(answered.getByText(message)).toBeVisible();
    await expect(answered.getByText('Response from the place')).toHaveCount(0);
  } finally {
    await adminContext.close();
    await ownerContext.close();
  }
});
