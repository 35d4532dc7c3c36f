#!/usr/bin/env python3
"""Regenerates every illustration under web/public/images, web/public/favicon.png and the installed
app's icons in web/public/icons (web/public/manifest.webmanifest lists them).

Dev-only. Needs python3, rsvg-convert (librsvg2-bin) and cwebp (webp):
    apt-get install librsvg2-bin webp
    python3 emulators/seed/images/make-images.py [name-filter] [--keep-svg DIR] [--missing]

--missing writes only the files that do not exist yet (a new size, say), leaving the others
byte for byte as they are.

Every scene is drawn procedurally as SVG (see lib.py, motifs.py and scenes_*.py), rasterised with
rsvg-convert and encoded to WebP (the favicon and the icons stay PNG: what tabs, install prompts
and home screens take). Nothing is downloaded. The seeded places' extra photos (see
emulators/seed/places.json) come from the per-region scenes_<region>.py files; check them with
check-places.py. Set JOBS to change how many images are built at once (default 2).
"""

import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from scenes_home import FAVICON, HOME, app_icon, hero  # noqa: E402
from scenes_services import SERVICES  # noqa: E402
from scenes_africa import PHOTOS as AFRICA  # noqa: E402
from scenes_asia import PHOTOS as ASIA  # noqa: E402
from scenes_europe import PHOTOS as EUROPE  # noqa: E402
from scenes_north_america import PHOTOS as NORTH_AMERICA  # noqa: E402
from scenes_south_america import PHOTOS as SOUTH_AMERICA  # noqa: E402
from scenes_oceania import PHOTOS as OCEANIA  # noqa: E402

REGION_PHOTOS = [AFRICA, ASIA, EUROPE, NORTH_AMERICA, SOUTH_AMERICA, OCEANIA]
PHOTOS = {name: fn for photos in REGION_PHOTOS for name, fn in photos.items()}
# a name defined twice would silently draw only one of the two scenes
assert len(PHOTOS) == sum(map(len, REGION_PHOTOS)) and not PHOTOS.keys() & SERVICES.keys(), 'duplicate photo name'

ROOT = os.path.abspath(os.path.join(HERE, '..', '..', '..'))
OUT = os.path.join(ROOT, 'web', 'public', 'images')
QUALITY = os.environ.get('WEBP_QUALITY', '80')
ICONS = os.path.join(ROOT, 'web', 'public', 'icons')
# (file, size, maskable): the manifest's icons, and Apple's touch icon, which iOS shows as a
# full-bleed square with its own rounded corners (so drawn as the maskable one).
APP_ICONS = [
    ('icon-192.png', 192, False),
    ('icon-512.png', 512, False),
    ('maskable-192.png', 192, True),
    ('maskable-512.png', 512, True),
    ('apple-touch-icon.png', 180, True),
]


def jobs():
    """(name, svg builder, [(output path, width, height)])"""
    card = [(400, 300), (800, 600)]
    # A place's pictures also show as the detail page's thumbnails (about 120 CSS px wide).
    place = [(200, 150), *card]
    for slug, fn in SERVICES.items():
        yield slug, fn, [(os.path.join(OUT, 'services', f'{slug}-{w}.webp'), w, h) for w, h in place]
    for name, fn in PHOTOS.items():
        yield name, fn, [(os.path.join(OUT, 'services', f'{name}-{w}.webp'), w, h) for w, h in place]
    for name, fn in HOME.items():
        yield name, fn, [(os.path.join(OUT, 'home', f'{name}-{w}.webp'), w, h) for w, h in card]
    yield 'hero', lambda: hero(1600, 900), [(os.path.join(OUT, 'home', f'hero-{w}.webp'), w, h)
                                            for w, h in [(800, 450), (1600, 900)]]
    yield 'og-image', lambda: hero(1200, 630, og=True), [(os.path.join(OUT, 'og-image.webp'), 1200, 630)]


def build(job, tmp, keep, missing):
    name, fn, outputs = job
    if missing:
        outputs = [o for o in outputs if not os.path.exists(o[0])]
        if not outputs:
            return []
    svg = fn().render()
    src = os.path.join(tmp, f'{name}.svg')
    with open(src, 'w') as fh:
        fh.write(svg)
    if keep:
        with open(os.path.join(keep, f'{name}.svg'), 'w') as fh:
            fh.write(svg)
    lines = []
    for out, w, h in outputs:
        os.makedirs(os.path.dirname(out), exist_ok=True)
        png = os.path.join(tmp, f'{name}-{w}.png')
        subprocess.run(['rsvg-convert', '-w', str(w), '-h', str(h), '-o', png, src], check=True)
        subprocess.run(['cwebp', '-quiet', '-q', QUALITY, '-m', '6', '-sharp_yuv', '-metadata', 'none', png, '-o', out],
                       check=True)
        lines.append(f'{os.path.relpath(out, ROOT)}  {w}x{h}  {os.path.getsize(out) / 1024:.1f} kB')
    return lines


def main():
    args = sys.argv[1:]
    keep = None
    if '--keep-svg' in args:
        i = args.index('--keep-svg')
        keep = args[i + 1]
        os.makedirs(keep, exist_ok=True)
        del args[i:i + 2]
    missing = '--missing' in args
    args = [a for a in args if a != '--missing']
    flt = args[0] if args else ''
    todo = [j for j in jobs() if flt in j[0]]
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(max_workers=int(os.environ.get('JOBS', '2'))) as ex:
        for lines in ex.map(lambda j: build(j, tmp, keep, missing), todo):
            if lines:
                print('\n'.join(lines))
        if flt:
            return
        favicon = os.path.join(ROOT, 'web', 'public', 'favicon.png')
        pngs = [(favicon, 48, FAVICON)] + [(os.path.join(ICONS, f), n, app_icon(m)) for f, n, m in APP_ICONS]
        os.makedirs(ICONS, exist_ok=True)
        for out, size, svg in pngs:
            if missing and os.path.exists(out):
                continue
            # A PNG, not the SVG itself: the browser opens an SVG favicon as a document of its own
            # on the page's main thread (about 35 ms measured in a Lighthouse trace), a PNG it decodes.
            src = os.path.join(tmp, f'{os.path.basename(out)}.svg')
            with open(src, 'w') as fh:
                fh.write(svg)
            subprocess.run(['rsvg-convert', '-w', str(size), '-h', str(size), '-o', out, src], check=True)
            print(f'{os.path.relpath(out, ROOT)}  {size}x{size}')


if __name__ == '__main__':
    main()
