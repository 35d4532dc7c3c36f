import { test, expect, atPage } from './support/fixtures';
import { catalogPage, listServices } from './support/services';
import { navbar } from './support/users';

type Box = { x: number; y: number; width: number; height: number };

const HOME_SECTIONS = [
  'Popular places to visit',
  'Some More Tourist Place',
  'Our Special Tour Offer',
  'Last Minute Offer',
  'Why choose our tour packages',
  'About Us',
  'What our travellers say',
  'About Travel',
  'Contact Us',
];

test('Visitor: browses home, all services and a detail page, opens the gallery, and meets the 404 page', async ({
  page,
  request,
  guard,
}) => {
  const services = await listServices(request);
  // All services opens on the catalogue's first page (recommended first, 12 places).
  const firstPage = await catalogPage(request);

  await page.goto('/');
  await expect(page).toHaveTitle('Home - My Tourist Guide');
  const main = page.getByRole('main');

  // Header, banner and the marketing claims.
  await expect(navbar(page).getByRole('link', { name: 'Tourist Guide' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'My Review' })).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Discover the world with a guide you can trust',
  );
  await expect(main.getByText('10 years of experience', { exact: true })).toBeVisible();
  await expect(main.getByText('1000+ services', { exact: true })).toBeVisible();

  // The sections, in the spec's order.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(HOME_SECTIONS);

  // Service preview: four services, each with a Details link, and 'See All'.
  const preview = page.getByRole('region', { name: 'Popular places to visit' });
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  await expect(preview.getByRole('link', { name: /^Details/ })).toHaveCount(4);
  for (const service of services.slice(0, 4)) {
    await expect(preview.getByRole('heading', { name: service.title })).toBeVisible();
  }

  const morePlaces = page.getByRole('region', { name: 'Some More Tourist Place' });
  await expect(morePlaces.getByRole('heading', { level: 3 })).toHaveText([
    'Paris, France',
    'Grand Canyon, USA',
    'Sydney Harbour, Australia',
    'Great Wall, China',
  ]);
  const offers = page.getByRole('region', { name: 'Our Special Tour Offer' });
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText([
    'India',
    'Dubai',
    'Malaysia',
    'Italy',
  ]);
  await expect(offers.getByRole('listitem')).toHaveText([/\$1900/, /\$2500/, /\$3000/, /\$3000/]);
  await expect(
    page.getByRole('region', { name: 'Why choose our tour packages' }).getByRole('heading'),
  ).toHaveText([
    'Why choose our tour packages',
    'Unique Destination',
    'Worth of Money',
    'Wonderful Places',
  ]);
  await expect(page.getByRole('region', { name: 'About Us' })).toContainText(
    '1000+ Services Completed',
  );
  await expect(
    page.getByRole('region', { name: 'What our travellers say' }).getByRole('figure'),
  ).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'About Travel' })).toContainText(
    'The world is a book',
  );

  // Footer: tagline, copyright 2022, three social links to the root.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('provides a tourist guideline service');
  await expect(footer).toContainText('Copyright © 2022');
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) await expect(link).toHaveAttribute('href', '/');

  // Contact form: required fields, then the spec's toast.
  const contact = page.getByRole('form', { name: 'Contact Us' });
  await contact.getByLabel('Name').fill('Vera Visitor');
  await contact.getByLabel('Email').fill('vera@example.com');
  await contact.getByLabel('Message').fill('Do you run trips in winter?');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Form submitted, Thanks for reaching out to me')).toBeVisible();
  await expect(contact.getByLabel('Name')).toHaveValue('');
  await atPage(page, 'home');

  // See All -> the catalogue's first page, three columns, descriptions cut at 100 characters.
  await preview.getByRole('link', { name: 'See All' }).click();
  await expect(page).toHaveURL('/allService');
  await expect(page).toHaveTitle('AllService - My Tourist Guide');
  const cards = main.getByRole('listitem');
  await expect(cards).toHaveCount(firstPage.items.length);
  await expect(
    main.getByText(`Showing ${firstPage.items.length} of ${services.length}`),
  ).toBeVisible();
  for (const [index, service] of firstPage.items.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading')).toHaveText(service.title);
    const expected =
      service.description.length > 100
        ? `${service.description.slice(0, 100)}...`
        : service.description;
    await expect(card.getByRole('paragraph').first()).toHaveText(expected);
    await expect(card).toContainText(`$${service.price}`);
  }
  // Three columns: cards 1-3 share a row (a hovered card lifts 2 px), card 4 starts the next.
  const boxes = [];
  for (const i of [0, 1, 2, 3]) boxes.push((await cards.nth(i).boundingBox())!);
  const [first, second, third, fourth] = boxes as [Box, Box, Box, Box];
  expect(Math.abs(second.y - first.y), 'cards 1 and 2 share a row').toBeLessThan(8);
  expect(Math.abs(third.y - first.y), 'cards 1 and 3 share a row').toBeLessThan(8);
  expect(first.x < second.x && second.x < third.x, 'cards 1-3 side by side').toBe(true);
  expect(fourth.y, 'card 4 starts the second row').toBeGreaterThan(first.y + first.height - 8);
  expect(Math.abs(fourth.x - first.x), 'card 4 is in the first column').toBeLessThan(1);
  await atPage(page, 'all-services');

  // View Details -> the detail page, logged out.
  const service = firstPage.items[0]!;
  await cards.nth(0).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`/detail/${service._id}`);
  await expect(page).toHaveTitle('View Details - My Tourist Guide');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(service.title);
  await expect(main.getByText(service.description)).toBeVisible();
  await expect(main.getByText(`$${service.price}`, { exact: false }).first()).toBeVisible();
  await expect(main.getByText('Please login to add a review.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Add Review' })).toHaveCount(0);
  await atPage(page, 'detail');

  // The picture opens full screen (react-photo-view) and closes again.
  const trigger = main.getByRole('button', {
    name: `Open the picture of ${service.title} full screen`,
  });
  await trigger.click();
  const viewer = page.locator('.PhotoView-Portal');
  await expect(viewer).toBeVisible();
  // The viewer keeps the neighbouring pictures ready beside the one it shows.
  const photo = viewer.locator(`img.PhotoView__Photo[src="${service.img}"]`);
  await expect(photo).toHaveCount(1);
  await expect(page.locator('.PhotoView-Slider__Counter')).toHaveText(
    `1 / ${service.photos.length}`,
  );
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const viewerBox = (await viewer.boundingBox())!;
  expect(viewerBox.width).toBeGreaterThanOrEqual(1366 - 1);
  expect(viewerBox.height).toBeGreaterThanOrEqual(900 - 1);
  await atPage(page, 'detail-gallery');

  // Zoom: the mouse wheel over the picture makes it larger than it opened.
  const opened = (await photo.boundingBox())!;
  await page.mouse.move(opened.x + opened.width / 2, opened.y + opened.height / 2);
  await page.mouse.wheel(0, -400);
  await expect
    .poll(async () => (await photo.boundingBox())?.width ?? 0, { message: 'zoomed in' })
    .toBeGreaterThan(opened.width * 1.5);

  // Escape closes it and gives focus back to the picture; so does the close icon.
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(viewer).toBeVisible();
  await viewer.locator('.PhotoView-Slider__toolbarIcon').click();
  await expect(viewer).toHaveCount(0);

  // The other pictures: a thumbnail opens the viewer on it; the arrow keys move between them.
  // (The first card may be a place another journey added, with fewer pictures than the seeded.)
  const photos = service.photos;
  expect(photos.length, 'pictures of the place').toBeGreaterThanOrEqual(2);
  const strip = main.getByRole('list', { name: `More pictures of ${service.title}` });
  await expect(strip.getByRole('button')).toHaveCount(photos.length - 1);
  await strip.getByRole('button').first().click();
  await expect(viewer).toBeVisible();
  const current = () => page.locator('.PhotoView-Slider__Counter');
  await expect(current()).toHaveText(`2 / ${photos.length}`);
  await expect(viewer.locator(`img[src="${photos[1]}"]`)).toHaveCount(1);
  await page.keyboard.press('ArrowLeft');
  await expect(current()).toHaveText(`1 / ${photos.length}`);
  await page.keyboard.press('ArrowRight');
  await expect(current()).toHaveText(`2 / ${photos.length}`);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // An unknown path: the not-found page, answered 404 (which Chromium logs).
  guard.allowConsoleError(/status of 404 .*\/no\/such\/page/);
  await page.goto('/no/such/page');
  await expect(main.getByRole('heading', { name: 'Ops!! Page Not found: 4o4' })).toBeVisible();
  await expect(main.getByText('You provide wrong link .')).toBeVisible();
  await atPage(page, 'not-found');
});
