#!/usr/bin/env python3
"""Checks emulators/seed/places.json against the rules of the seed catalogue and the images it uses.

Dev-only, standard library only:
    python3 emulators/seed/images/check-places.py

Every place has exactly the fields _id, title, description, price, country, region, img and photos;
_id is a unique slug; the description is 200-500 characters; price is a whole number of US dollars;
region is one of the six regions and every region has at least 4 places; places are ordered by
region (in the order below) and then by title, ignoring case and accents; photos holds 3 or more
distinct /images/services/<name>-800.webp paths whose 800x600 and 400x300 files exist (within the
size budget below), and the first photo is img. Every image in web/public/images/services belongs to
a place.
Exits with status 1 and lists every problem if anything is wrong.
"""

import json
import os
import re
import struct
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = os.path.dirname(HERE)
ROOT = os.path.abspath(os.path.join(SEED, '..', '..', '..'))
PUBLIC = os.path.join(ROOT, 'web', 'public')
SERVICES_DIR = os.path.join(PUBLIC, 'images', 'services')

REGIONS = ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania']
FIELDS = ['_id', 'title', 'description', 'price', 'country', 'region', 'img', 'photos']
SLUG = re.compile(r'^[a-z0-9]+(?:-[a-z0-9]+)*$')
PHOTO = re.compile(r'^/images/services/([a-z0-9]+(?:-[a-z0-9]+)*)-800\.webp$')
MIN_PER_REGION, MIN_PHOTOS = 4, 3
SIZES = {800: (600, 40 * 1024), 400: (300, 15 * 1024)}  # width: (height, byte budget)


def fold(text):
    return ''.join(c for c in unicodedata.normalize('NFKD', text) if not unicodedata.combining(c)).casefold()


def webp_size(path):
    """(width, height) from a WebP file's header (lossy, lossless or extended)."""
    with open(path, 'rb') as fh:
        head = fh.read(30)
    if len(head) < 30 or head[:4] != b'RIFF' or head[8:12] != b'WEBP':
        return None
    kind = head[12:16]
    if kind == b'VP8 ':
        w, h = struct.unpack('<HH', head[26:30])
        return w & 0x3FFF, h & 0x3FFF
    if kind == b'VP8L':
        b = int.from_bytes(head[21:25], 'little')
        return (b & 0x3FFF) + 1, ((b >> 14) & 0x3FFF) + 1
    if kind == b'VP8X':
        return int.from_bytes(head[24:27], 'little') + 1, int.from_bytes(head[27:30], 'little') + 1
    return None


def check_photo(where, url, errors):
    m = PHOTO.match(url) if isinstance(url, str) else None
    if not m:
        errors.append(f'{where}: photo {url!r} is not /images/services/<name>-800.webp')
        return []
    files = []
    for width, (height, budget) in SIZES.items():
        rel = url[1:].replace('-800.webp', f'-{width}.webp')
        path = os.path.join(PUBLIC, rel)
        if not os.path.isfile(path):
            errors.append(f'{where}: missing web/public/{rel}')
            continue
        files.append(path)
        size = webp_size(path)
        if size != (width, height):
            errors.append(f'{where}: web/public/{rel} is {size}, expected {(width, height)}')
        if os.path.getsize(path) > budget:
            errors.append(f'{where}: web/public/{rel} weighs {os.path.getsize(path) / 1024:.1f} kB, over {budget // 1024} kB')
    return files


def check(places):
    errors = []
    if not isinstance(places, list):
        return ['places.json is not an array'], set()
    seen_ids, seen_titles, used = set(), set(), set()
    for i, p in enumerate(places):
        where = f'places[{i}]' + (f' ({p.get("_id")})' if isinstance(p, dict) else '')
        if not isinstance(p, dict):
            errors.append(f'{where}: not an object')
            continue
        if sorted(p) != sorted(FIELDS):
            errors.append(f'{where}: fields are {sorted(p)}, expected exactly {sorted(FIELDS)}')
        pid = p.get('_id')
        if not isinstance(pid, str) or not SLUG.match(pid):
            errors.append(f'{where}: _id {pid!r} is not a slug of lower-case letters, digits and hyphens')
        elif pid in seen_ids:
            errors.append(f'{where}: duplicate _id')
        seen_ids.add(pid)
        for key in ('title', 'country'):
            if not isinstance(p.get(key), str) or not p.get(key).strip():
                errors.append(f'{where}: {key} must be a non-empty string')
        if isinstance(p.get('title'), str):
            if fold(p['title']) in seen_titles:
                errors.append(f'{where}: duplicate title {p["title"]!r}')
            seen_titles.add(fold(p['title']))
        desc = p.get('description')
        if not isinstance(desc, str) or not 200 <= len(desc) <= 500:
            errors.append(f'{where}: description must be 200-500 characters, is {len(desc) if isinstance(desc, str) else desc!r}')
        price = p.get('price')
        if not isinstance(price, int) or isinstance(price, bool) or price <= 0:
            errors.append(f'{where}: price {price!r} is not a positive whole number of dollars')
        if p.get('region') not in REGIONS:
            errors.append(f'{where}: region {p.get("region")!r} is not one of {REGIONS}')
        photos = p.get('photos')
        if not isinstance(photos, list) or len(photos) < MIN_PHOTOS:
            errors.append(f'{where}: photos must list at least {MIN_PHOTOS} pictures')
            continue
        if len(set(map(str, photos))) != len(photos):
            errors.append(f'{where}: photos repeat a picture')
        if p.get('img') != photos[0]:
            errors.append(f'{where}: img {p.get("img")!r} is not the first photo {photos[0]!r}')
        for url in photos:
            used.update(check_photo(where, url, errors))

    keys = [(REGIONS.index(p['region']), fold(p['title'])) for p in places
            if isinstance(p, dict) and p.get('region') in REGIONS and isinstance(p.get('title'), str)]
    if keys != sorted(keys):
        errors.append(f'places are not ordered by region ({", ".join(REGIONS)}) and then title')
    for region in REGIONS:
        n = sum(1 for p in places if isinstance(p, dict) and p.get('region') == region)
        if n < MIN_PER_REGION:
            errors.append(f'{region} has {n} places, fewer than {MIN_PER_REGION}')

    for name in sorted(os.listdir(SERVICES_DIR)):
        path = os.path.join(SERVICES_DIR, name)
        if name.endswith('.webp') and path not in used:
            errors.append(f'web/public/images/services/{name} belongs to no place')
    return errors, used


def main():
    with open(os.path.join(SEED, 'places.json'), encoding='utf-8') as fh:
        places = json.load(fh)
    errors, used = check(places)
    if errors:
        print('\n'.join(errors), file=sys.stderr)
        print(f'check-places: {len(errors)} problem(s)', file=sys.stderr)
        sys.exit(1)
    counts = ', '.join(f'{r} {sum(1 for p in places if p["region"] == r)}' for r in REGIONS)
    photos = sum(len(p['photos']) for p in places)
    weight = sum(os.path.getsize(f) for f in used) / 1024
    print(f'check-places: {len(places)} places ({counts}), {photos} photos, {len(used)} files, {weight:.0f} kB: OK')


if __name__ == '__main__':
    main()
